import type { SandboxTitle } from '@/lib/casino/sandbox/titles';

/**
 * The sandbox titles' tiles, drawn as SVG: the title's two colours as a diagonal gradient, a
 * soft light and rays behind a vector emblem, and the English name on a dark band. Players see
 * them in the lobby grid, so they are drawn with care; they are deterministic (the same title
 * gives the same bytes), so the content-addressed store keeps one file per look.
 */

export const ARTWORK_WIDTH = 360;
export const ARTWORK_HEIGHT = 270;

const CENTER_X = ARTWORK_WIDTH / 2;
const EMBLEM_Y = 112;

type Emblem = (id: string) => string;

/** A number short enough for a path. */
const n = (value: number) => String(Math.round(value * 100) / 100);

function polar(cx: number, cy: number, radius: number, angle: number) {
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
}

const cherry: Emblem = (id) => `
  <g transform="translate(${CENTER_X} ${EMBLEM_Y})">
    <path d="M-30 18 C-24 -20 -4 -44 10 -62" fill="none" stroke="#3d6b1f" stroke-width="6" stroke-linecap="round"/>
    <path d="M30 22 C22 -10 16 -40 10 -62" fill="none" stroke="#3d6b1f" stroke-width="6" stroke-linecap="round"/>
    <path d="M10 -62 C32 -78 58 -70 66 -52 C44 -46 24 -50 10 -62 Z" fill="#5fae3a" stroke="#2f5a17" stroke-width="2"/>
    <path d="M14 -60 C32 -64 48 -60 62 -53" fill="none" stroke="#2f5a17" stroke-width="1.5"/>
    <circle cx="-32" cy="38" r="30" fill="url(#${id}-fruit)" stroke="#7a0a1c" stroke-width="2"/>
    <circle cx="32" cy="42" r="30" fill="url(#${id}-fruit)" stroke="#7a0a1c" stroke-width="2"/>
    <ellipse cx="-42" cy="26" rx="9" ry="6" fill="#fff" opacity="0.55" transform="rotate(-30 -42 26)"/>
    <ellipse cx="22" cy="30" rx="9" ry="6" fill="#fff" opacity="0.55" transform="rotate(-30 22 30)"/>
  </g>`;

const eagle: Emblem = (id) => `
  <g transform="translate(${CENTER_X} ${EMBLEM_Y})" fill="url(#${id}-metal)" stroke="#5a3b00" stroke-width="2" stroke-linejoin="round">
    <path d="M0 -8 C-20 -30 -52 -40 -92 -34 C-74 -26 -66 -20 -62 -12 C-78 -12 -88 -6 -96 4 C-78 0 -66 2 -58 8 C-70 12 -76 20 -80 30 C-60 20 -40 18 -20 22 Z"/>
    <path d="M0 -8 C20 -30 52 -40 92 -34 C74 -26 66 -20 62 -12 C78 -12 88 -6 96 4 C78 0 66 2 58 8 C70 12 76 20 80 30 C60 20 40 18 20 22 Z"/>
    <path d="M-20 22 C-16 42 -10 58 0 72 C10 58 16 42 20 22 C12 10 -12 10 -20 22 Z"/>
    <path d="M0 -8 C-10 -14 -14 -28 -8 -40 C-2 -50 10 -50 16 -42 L28 -38 L16 -32 C14 -22 10 -14 0 -8 Z"/>
    <circle cx="4" cy="-38" r="2.5" fill="#1b1200" stroke="none"/>
    <path d="M-12 72 L0 60 L12 72 L6 72 L0 66 L-6 72 Z"/>
  </g>`;

const gem: Emblem = (id) => `
  <g transform="translate(${CENTER_X} ${EMBLEM_Y})" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.5" stroke-linejoin="round">
    <path d="M-70 -22 L-40 -56 L40 -56 L70 -22 L0 66 Z" fill="url(#${id}-facet)"/>
    <path d="M-70 -22 L70 -22" fill="none"/>
    <path d="M-40 -56 L-22 -22 L0 -56 L22 -22 L40 -56" fill="none"/>
    <path d="M-70 -22 L0 66 L-22 -22 Z" fill="#ffffff" fill-opacity="0.18"/>
    <path d="M22 -22 L0 66 L70 -22 Z" fill="#000000" fill-opacity="0.12"/>
    <path d="M-22 -22 L0 66 L22 -22 Z" fill="#ffffff" fill-opacity="0.08"/>
    <path d="M-40 -56 L-22 -22 L-70 -22 Z" fill="#ffffff" fill-opacity="0.3"/>
    <path d="M-48 -52 L-36 -46" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>
  </g>`;

/** A European wheel: 37 pockets, green zero, red and black in turn. */
const wheel: Emblem = (id) => {
  const pockets = 37;
  const outer = 72;
  const inner = 46;
  const slices = Array.from({ length: pockets }, (_, index) => {
    const from = (index / pockets) * 2 * Math.PI - Math.PI / 2;
    const to = ((index + 1) / pockets) * 2 * Math.PI - Math.PI / 2;
    const [x1, y1] = polar(0, 0, outer, from);
    const [x2, y2] = polar(0, 0, outer, to);
    const [x3, y3] = polar(0, 0, inner, to);
    const [x4, y4] = polar(0, 0, inner, from);
    const colour = index === 0 ? '#0b8a3a' : index % 2 === 1 ? '#c8102e' : '#141414';
    return `<path d="M${n(x1)} ${n(y1)} A${outer} ${outer} 0 0 1 ${n(x2)} ${n(y2)} L${n(x3)} ${n(y3)} A${inner} ${inner} 0 0 0 ${n(x4)} ${n(y4)} Z" fill="${colour}"/>`;
  }).join('');
  const spokes = Array.from({ length: 4 }, (_, index) => {
    const angle = (index / 4) * Math.PI;
    const [x1, y1] = polar(0, 0, 30, angle);
    const [x2, y2] = polar(0, 0, 30, angle + Math.PI);
    return `<path d="M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}" stroke="url(#${id}-metal)" stroke-width="5" stroke-linecap="round"/>`;
  }).join('');
  return `
  <g transform="translate(${CENTER_X} ${EMBLEM_Y})">
    <circle r="${outer + 10}" fill="url(#${id}-metal)" stroke="#3b2a00" stroke-width="2"/>
    <circle r="${outer + 2}" fill="#2a1a0a"/>
    ${slices}
    <circle r="${inner}" fill="#5a3514" stroke="url(#${id}-metal)" stroke-width="3"/>
    <circle r="36" fill="#7a4a1e"/>
    ${spokes}
    <circle r="10" fill="url(#${id}-metal)" stroke="#3b2a00" stroke-width="1.5"/>
    <circle cx="${n(polar(0, 0, outer - 8, -1.2)[0])}" cy="${n(polar(0, 0, outer - 8, -1.2)[1])}" r="6" fill="#ffffff" stroke="#bbbbbb"/>
  </g>`;
};

/** Four stars for an emblem the drawing does not know (a title added before its artwork). */
const stars: Emblem = (id) => `
  <g transform="translate(${CENTER_X} ${EMBLEM_Y})" fill="url(#${id}-metal)" stroke="#5a3b00" stroke-width="2">
    <path d="M0 -60 L14 -14 L60 0 L14 14 L0 60 L-14 14 L-60 0 L-14 -14 Z"/>
  </g>`;

const EMBLEMS: Record<string, Emblem> = { cherry, eagle, gem, wheel };

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The tile of a sandbox title as an SVG document. */
export function sandboxArtwork(title: Pick<SandboxTitle, 'code' | 'name' | 'art'>): string {
  const id = `a-${title.code.replace(/[^a-z0-9-]/gi, '')}`;
  const { from, to, emblem } = title.art;
  const name = escapeXml(title.name.en);
  // The band is 320 px wide: long names get a smaller size rather than leave the tile.
  const fontSize = Math.min(30, Math.floor(520 / Math.max(title.name.en.length, 1)));
  const rays = Array.from({ length: 16 }, (_, index) => {
    const angle = (index / 16) * 2 * Math.PI;
    const [x1, y1] = polar(CENTER_X, EMBLEM_Y, 400, angle - 0.07);
    const [x2, y2] = polar(CENTER_X, EMBLEM_Y, 400, angle + 0.07);
    return `<path d="M${CENTER_X} ${EMBLEM_Y} L${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} Z"/>`;
  }).join('');
  const draw = EMBLEMS[emblem] ?? stars;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}" role="img" aria-label="${name}">
  <defs>
    <linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${escapeXml(from)}"/>
      <stop offset="1" stop-color="${escapeXml(to)}"/>
    </linearGradient>
    <radialGradient id="${id}-glow" cx="0.5" cy="0.42" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
      <stop offset="0.6" stop-color="#ffffff" stop-opacity="0.08"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="${id}-fruit" cx="0.35" cy="0.3" r="0.75">
      <stop offset="0" stop-color="#ff6b81"/>
      <stop offset="0.55" stop-color="#d7142f"/>
      <stop offset="1" stop-color="#7a0a1c"/>
    </radialGradient>
    <linearGradient id="${id}-metal" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff3b0"/>
      <stop offset="0.45" stop-color="#f5c542"/>
      <stop offset="1" stop-color="#b07d12"/>
    </linearGradient>
    <linearGradient id="${id}-facet" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#b9f6ff"/>
      <stop offset="0.5" stop-color="#38c6e8"/>
      <stop offset="1" stop-color="#1b6fd1"/>
    </linearGradient>
    <linearGradient id="${id}-band" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.7"/>
    </linearGradient>
    <filter id="${id}-shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="4" stdDeviation="5" flood-color="#000000" flood-opacity="0.45"/>
    </filter>
  </defs>
  <rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#${id}-bg)"/>
  <g fill="#ffffff" opacity="0.09">${rays}</g>
  <rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#${id}-glow)"/>
  <g filter="url(#${id}-shadow)">${draw(id)}</g>
  <rect y="${ARTWORK_HEIGHT - 84}" width="${ARTWORK_WIDTH}" height="84" fill="url(#${id}-band)"/>
  <text x="${CENTER_X}" y="${ARTWORK_HEIGHT - 26}" text-anchor="middle" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${fontSize}" font-weight="800" letter-spacing="0.5" fill="#ffffff" filter="url(#${id}-shadow)">${name}</text>
</svg>
`;
}
