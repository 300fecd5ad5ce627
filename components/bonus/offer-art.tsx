import type { BonusTerms } from '@/lib/schemas/bonus';
import styles from './bonus.module.css';

type Kind = BonusTerms['kind'];

/** One drawing per kind of bonus, in the page's colours (no image requests). */
const DRAWINGS: Record<Kind, React.ReactNode> = {
  deposit_match: (
    <>
      <rect x="22" y="34" width="76" height="48" rx="8" fill="var(--surface-2)" />
      <rect x="22" y="44" width="76" height="10" fill="var(--border)" />
      <circle cx="88" cy="34" r="18" fill="var(--accent)" />
      <text x="88" y="40" textAnchor="middle" fontSize="16" fontWeight="700" fill="#111">
        %
      </text>
    </>
  ),
  fixed: (
    <>
      <rect x="28" y="46" width="64" height="40" rx="6" fill="var(--accent)" />
      <rect x="24" y="36" width="72" height="14" rx="4" fill="var(--surface-2)" />
      <rect x="56" y="36" width="8" height="50" fill="var(--danger)" />
      <path
        d="M60 36c-10-14-24-10-18 0M60 36c10-14 24-10 18 0"
        stroke="var(--danger)"
        strokeWidth="4"
        fill="none"
      />
    </>
  ),
  no_deposit: (
    <>
      <circle cx="48" cy="58" r="22" fill="var(--accent)" />
      <circle cx="72" cy="50" r="22" fill="var(--success)" opacity="0.85" />
      <text x="60" y="60" textAnchor="middle" fontSize="18" fontWeight="700" fill="#111">
        0
      </text>
    </>
  ),
  free_spins: (
    <>
      <rect x="20" y="30" width="80" height="52" rx="10" fill="var(--surface-2)" />
      {[34, 60, 86].map((x) => (
        <g key={x}>
          <rect x={x - 10} y="40" width="20" height="32" rx="4" fill="var(--surface-0)" />
          <text
            x={x}
            y="62"
            textAnchor="middle"
            fontSize="16"
            fontWeight="700"
            fill="var(--accent)"
          >
            7
          </text>
        </g>
      ))}
    </>
  ),
  cashback: (
    <>
      <circle cx="60" cy="56" r="28" fill="none" stroke="var(--accent)" strokeWidth="6" />
      <path d="M60 22l10 8-10 8z" fill="var(--accent)" />
      <text x="60" y="62" textAnchor="middle" fontSize="16" fontWeight="700" fill="var(--text)">
        ↺
      </text>
    </>
  ),
};

/** The illustration of an offer's kind: decorative, the heading beside it says what it is. */
export function OfferArt({ kind }: { kind: Kind }) {
  return (
    <svg
      className={styles.art}
      data-kind={kind}
      viewBox="0 0 120 100"
      width="120"
      height="100"
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[kind]}
    </svg>
  );
}
