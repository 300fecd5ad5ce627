'use client';

import type { ReactNode } from 'react';
import type { ModalName } from '@/lib/atoms/modal';
import { useModal } from '@/lib/hooks/behaviour/use-modal';

/** A button that opens one of the site's modals; lets server-rendered pages offer login or sign-up. */
export function OpenModalButton({
  modal,
  className = 'btn btn-primary',
  children,
}: {
  modal: ModalName;
  className?: string;
  children: ReactNode;
}) {
  const { open } = useModal();
  return (
    <button type="button" className={className} onClick={() => open(modal)}>
      {children}
    </button>
  );
}
