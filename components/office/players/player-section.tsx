import type { ReactNode } from 'react';
import type { PlayerSectionKey } from './player-types';
import riskStyles from '../risk/risk.module.css';

/** One panel of the player's page, named by its heading and reachable as `#player-<id>`. */
export function PlayerSection({
  id,
  title,
  wide = false,
  children,
}: {
  id: PlayerSectionKey;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={`player-${id}`}
      className={wide ? `${riskStyles.section} ${riskStyles.wide}` : riskStyles.section}
      aria-labelledby={`player-${id}-title`}
    >
      <h2 id={`player-${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
