'use client';

import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { modalAtom, type ModalName } from '@/lib/atoms/modal';

/** Opens and closes the modals of spec §2 through the one modal atom. */
export function useModal() {
  const [current, setCurrent] = useAtom(modalAtom);
  const open = useCallback((name: ModalName) => setCurrent(name), [setCurrent]);
  const close = useCallback(() => setCurrent(null), [setCurrent]);
  return { current, open, close };
}
