import { loadModal } from '@/components/modals/modal-host';
import { MODAL_NAMES } from '@/lib/atoms/modal';

/**
 * Loads every modal's code, as a page has once they were opened or preloaded: tests of what a
 * modal does then open it at once. tests/components/modals.test.tsx covers the loading itself.
 */
export async function loadAllModals() {
  await Promise.all(MODAL_NAMES.map(loadModal));
}
