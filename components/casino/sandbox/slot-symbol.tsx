import type { ReactNode } from 'react';

/**
 * The symbols of the three sandbox slots as vector art (no image files, no emoji): each is a
 * few SVG shapes on a 100 × 100 box, coloured for its title's theme. Names come from
 * `SandboxRgs.symbols`; the art itself is decoration.
 */

const gem = (light: string, dark: string) => (
  <>
    <polygon points="50,10 84,36 50,90 16,36" fill={dark} />
    <polygon points="50,10 84,36 50,44 16,36" fill={light} />
    <polygon points="50,44 84,36 50,90" fill={dark} opacity="0.7" />
    <polygon points="34,24 50,14 50,34" fill="#fff" opacity="0.45" />
  </>
);

const card = (letter: string, color: string) => (
  <>
    <rect
      x="18"
      y="12"
      width="64"
      height="76"
      rx="10"
      fill="#fdf6e3"
      stroke={color}
      strokeWidth="5"
    />
    <text
      x="50"
      y="66"
      textAnchor="middle"
      fontSize="46"
      fontWeight="900"
      fontFamily="Georgia, serif"
      fill={color}
    >
      {letter}
    </text>
  </>
);

const star = (fill: string, stroke: string) => (
  <polygon
    points="50,6 61,38 95,38 67,58 78,92 50,72 22,92 33,58 5,38 39,38"
    fill={fill}
    stroke={stroke}
    strokeWidth="4"
    strokeLinejoin="round"
  />
);

const ART: Record<string, ReactNode> = {
  // Sandbox Fruits
  cherry: (
    <>
      <path
        d="M50 14 C46 34 36 46 32 58 M50 14 C56 34 64 46 70 60"
        stroke="#3c8d2f"
        strokeWidth="5"
        fill="none"
      />
      <path d="M50 14 q18 -6 26 6 q-16 6 -26 -6z" fill="#4caf50" />
      <circle cx="32" cy="68" r="18" fill="#d81b3c" />
      <circle cx="70" cy="70" r="18" fill="#e53950" />
      <circle cx="26" cy="62" r="5" fill="#fff" opacity="0.5" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="50" cy="52" rx="36" ry="28" fill="#ffe135" stroke="#d4a900" strokeWidth="4" />
      <circle cx="14" cy="52" r="5" fill="#d4a900" />
      <circle cx="86" cy="52" r="5" fill="#d4a900" />
      <ellipse cx="38" cy="42" rx="10" ry="5" fill="#fff" opacity="0.5" />
    </>
  ),
  orange: (
    <>
      <circle cx="50" cy="54" r="34" fill="#ff8c1a" stroke="#d96b00" strokeWidth="4" />
      <path d="M50 20 q8 -12 20 -8 q-6 12 -20 8z" fill="#4caf50" />
      <circle cx="38" cy="42" r="7" fill="#fff" opacity="0.4" />
    </>
  ),
  plum: (
    <>
      <ellipse cx="50" cy="54" rx="30" ry="34" fill="#7b3fa0" stroke="#4e2266" strokeWidth="4" />
      <path
        d="M50 22 C48 36 52 60 50 86"
        stroke="#4e2266"
        strokeWidth="3"
        fill="none"
        opacity="0.6"
      />
      <path d="M50 20 l6 -12" stroke="#6d4c2f" strokeWidth="4" />
      <ellipse cx="38" cy="40" rx="6" ry="10" fill="#fff" opacity="0.35" />
    </>
  ),
  bell: (
    <>
      <path
        d="M50 12 C28 12 26 40 24 62 L16 74 H84 L76 62 C74 40 72 12 50 12z"
        fill="#ffc107"
        stroke="#b38600"
        strokeWidth="4"
      />
      <circle cx="50" cy="82" r="8" fill="#b38600" />
      <path d="M36 28 C32 40 32 50 31 60" stroke="#fff" strokeWidth="5" opacity="0.5" fill="none" />
    </>
  ),
  seven: (
    <text
      x="50"
      y="82"
      textAnchor="middle"
      fontSize="86"
      fontWeight="900"
      fontFamily="Impact, Arial Black, sans-serif"
      fill="#e0162b"
      stroke="#7a0010"
      strokeWidth="3"
    >
      7
    </text>
  ),
  star: star('#ffd54f', '#ff8f00'),
  coin: (
    <>
      <circle cx="50" cy="50" r="38" fill="#ffca28" stroke="#c79100" strokeWidth="6" />
      <circle cx="50" cy="50" r="26" fill="none" stroke="#c79100" strokeWidth="3" />
      <text x="50" y="62" textAnchor="middle" fontSize="34" fontWeight="900" fill="#8d6300">
        ¤
      </text>
    </>
  ),
  // Aurora Gems
  jade: gem('#6ee7b7', '#059669'),
  amber: gem('#fcd34d', '#d97706'),
  topaz: gem('#7dd3fc', '#0284c7'),
  sapphire: gem('#93c5fd', '#1d4ed8'),
  emerald: gem('#86efac', '#15803d'),
  diamond: gem('#f8fafc', '#94a3b8'),
  aurora: (
    <>
      <rect x="8" y="8" width="84" height="84" rx="18" fill="#0b1340" />
      <path
        d="M10 60 C30 20 50 70 90 30"
        stroke="#34d399"
        strokeWidth="10"
        fill="none"
        opacity="0.9"
      />
      <path
        d="M10 74 C34 40 56 84 90 48"
        stroke="#a78bfa"
        strokeWidth="8"
        fill="none"
        opacity="0.8"
      />
      <text x="50" y="90" textAnchor="middle" fontSize="16" fontWeight="900" fill="#fff">
        WILD
      </text>
    </>
  ),
  // Golden Steppe
  jack: card('J', '#2563eb'),
  queen: card('Q', '#c2410c'),
  king: card('K', '#15803d'),
  ace: card('A', '#b91c1c'),
  dombra: (
    <>
      <path d="M50 8 L56 8 L56 56 L44 56 L44 8z" fill="#8b5a2b" />
      <path
        d="M50 50 C30 50 26 70 30 80 C36 94 64 94 70 80 C74 70 70 50 50 50z"
        fill="#c68642"
        stroke="#6b3e16"
        strokeWidth="4"
      />
      <circle cx="50" cy="72" r="6" fill="#3b2410" />
      <path d="M48 10 V80 M52 10 V80" stroke="#f3e5ab" strokeWidth="1.5" />
    </>
  ),
  yurt: (
    <>
      <path
        d="M12 80 V54 C12 36 30 22 50 22 C70 22 88 36 88 54 V80z"
        fill="#f5f0e1"
        stroke="#8b5a2b"
        strokeWidth="4"
      />
      <path d="M12 54 H88" stroke="#b91c1c" strokeWidth="6" />
      <rect x="40" y="56" width="20" height="24" fill="#b91c1c" />
      <path d="M50 22 V12" stroke="#8b5a2b" strokeWidth="4" />
    </>
  ),
  horseshoe: (
    <>
      <path
        d="M26 86 L22 46 C20 22 34 12 50 12 C66 12 80 22 78 46 L74 86 H60 L64 46 C65 32 58 26 50 26 C42 26 35 32 36 46 L40 86z"
        fill="#d4af37"
        stroke="#8a6d1a"
        strokeWidth="4"
      />
      <circle cx="27" cy="60" r="3" fill="#8a6d1a" />
      <circle cx="73" cy="60" r="3" fill="#8a6d1a" />
      <circle cx="26" cy="40" r="3" fill="#8a6d1a" />
      <circle cx="74" cy="40" r="3" fill="#8a6d1a" />
    </>
  ),
  eagle: (
    <>
      <path
        d="M50 40 C36 20 14 18 4 26 C18 32 26 44 34 56 L50 66 L66 56 C74 44 82 32 96 26 C86 18 64 20 50 40z"
        fill="#d4af37"
        stroke="#6b4f00"
        strokeWidth="3"
      />
      <circle cx="50" cy="40" r="9" fill="#8a6d1a" />
      <path d="M50 66 L42 84 H58z" fill="#8a6d1a" />
      <text x="50" y="98" textAnchor="middle" fontSize="14" fontWeight="900" fill="#fff7d6">
        WILD
      </text>
    </>
  ),
  sun: (
    <>
      <g stroke="#ffb300" strokeWidth="6" strokeLinecap="round">
        <path d="M50 4 V16 M50 84 V96 M4 50 H16 M84 50 H96 M17 17 L26 26 M74 74 L83 83 M17 83 L26 74 M74 26 L83 17" />
      </g>
      <circle cx="50" cy="50" r="26" fill="#ffd54f" stroke="#ff8f00" strokeWidth="4" />
    </>
  ),
};

/** One symbol's picture; an unknown id draws a neutral tile rather than nothing. */
export function SlotSymbolArt({ id }: { id: string }) {
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">
      {ART[id] ?? <rect x="20" y="20" width="60" height="60" rx="12" fill="#64748b" />}
    </svg>
  );
}
