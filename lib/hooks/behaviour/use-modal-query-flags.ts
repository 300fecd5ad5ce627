'use client';

import { useSetAtom } from 'jotai';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { MODAL_QUERY_FLAGS, modalAtom } from '@/lib/atoms/modal';

/**
 * Opens the modal named by a `signup`, `login` or `deposit` query flag and removes the flag from
 * the address without a reload (spec §2). Other parameters and the hash are kept.
 */
export function useModalQueryFlags(): void {
  const setModal = useSetAtom(modalAtom);
  const searchParams = useSearchParams();

  useEffect(() => {
    const flag = Object.keys(MODAL_QUERY_FLAGS).find((name) => searchParams.has(name));
    if (!flag) return;
    setModal(MODAL_QUERY_FLAGS[flag] ?? null);

    const url = new URL(window.location.href);
    for (const name of Object.keys(MODAL_QUERY_FLAGS)) url.searchParams.delete(name);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }, [searchParams, setModal]);
}
