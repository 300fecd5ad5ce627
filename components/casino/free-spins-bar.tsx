'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { FREE_SPINS_PATH, freeSpinGrant, myFreeSpins } from '@/lib/api/casino-launch';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { FreeSpin } from '@/lib/schemas/free-spins';
import styles from './game-frame.module.css';

/** The grant the player can play on this game now, if any: its free rounds come first. */
export function playableGrant(grants: readonly FreeSpin[], slug: string): FreeSpin | null {
  const now = Date.now();
  return (
    grants.find(
      (grant) =>
        grant.game.slug === slug &&
        grant.is_active &&
        grant.rounds_left > 0 &&
        Date.parse(grant.expiration_at) > now,
    ) ?? null
  );
}

/**
 * The free spins the player is playing on this game (spec §7 `GET /api/freeSpinsCampaigns/{id}`):
 * rounds left of the grant and what they won so far, asked again after every round the game
 * reports (`round`, the frame's count of them), told to screen readers as it changes. Nothing
 * when the player has no grant on the game.
 */
export function FreeSpinsBar({ slug, round }: { slug: string; round: number }) {
  const t = useTranslations('Catalogue.frame');
  const numbers = useNumberFormat();
  // The grant on this game, found once in the player's list; then that one grant, each round.
  const { data: list } = useSWR(FREE_SPINS_PATH, () => myFreeSpins(browserApi()), {
    revalidateOnFocus: false,
  });
  const found = list ? playableGrant(list.data, slug) : null;
  // Each round is a new key: the last answer stays shown while the next is asked.
  const { data: current } = useSWR(
    found ? ['free-spin', found.id, round] : null,
    () => freeSpinGrant(browserApi(), found!.id),
    { keepPreviousData: true },
  );
  const grant = current?.data ?? found;
  if (!grant) return null;
  const won =
    grant.total_win > 0
      ? numbers.number(grant.total_win, { style: 'currency', currency: grant.currency })
      : null;
  return (
    <p className={styles.freeSpins} role="status" data-testid="free-spins-bar">
      {grant.rounds_left > 0
        ? t('freeSpinsLeft', { left: grant.rounds_left, rounds: grant.rounds })
        : t('freeSpinsDone')}
      {won ? ` · ${t('freeSpinsWon', { amount: won })}` : null}
    </p>
  );
}
