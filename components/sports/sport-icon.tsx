/** Inline icons of the sports (no images to fetch); an unknown sport gets a plain ball. */
const PATHS: Record<string, string> = {
  football:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4.2 3.3 2.4-1.3 3.9h-4l-1.3-3.9L12 6.2Zm-7.6 5 2.1-1.5 1.3 4-2.3 2.9a8 8 0 0 1-1.1-5.4Zm4.2 8.2 1.1-3.1h4.6l1.1 3.1a8 8 0 0 1-6.8 0Zm9.9-2.8-2.3-2.9 1.3-4 2.1 1.5a8 8 0 0 1-1.1 5.4Z',
  'ice-hockey':
    'M4 3h2l4 11h4l4-11h2l-4.6 13H8.6L4 3Zm1 16c0-1.1 3.1-2 7-2s7 .9 7 2-3.1 2-7 2-7-.9-7-2Z',
  basketball:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 2.1V11H7.1A8 8 0 0 1 11 4.1ZM4.1 13H7a8 8 0 0 1-2 4.9 8 8 0 0 1-.9-4.9Zm6.9 6.9a8 8 0 0 1-4.6-2A10 10 0 0 0 9 13h2v6.9ZM13 4.1A8 8 0 0 1 16.9 11H13V4.1Zm0 15.8V13h2a10 10 0 0 0 2.6 4.9 8 8 0 0 1-4.6 2Zm6-2a8 8 0 0 1-2-4.9h2.9a8 8 0 0 1-.9 4.9Z',
  tennis:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-6.7 6.2A8 8 0 0 1 9 4.6a8 8 0 0 1-3.7 11.2 8 8 0 0 1 0-7.6Zm13.4 7.6A8 8 0 0 1 15 19.4a8 8 0 0 1 3.7-11.2 8 8 0 0 1 0 7.6Z',
  esports:
    'M7 6h10a5 5 0 0 1 4.9 6l-.8 4.2a2.5 2.5 0 0 1-4.3 1.2L14.5 15h-5l-2.3 2.4a2.5 2.5 0 0 1-4.3-1.2L2.1 12A5 5 0 0 1 7 6Zm0 3v1.5H5.5v1H7V13h1v-1.5h1.5v-1H8V9H7Zm9.5.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm-2 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
};

const BALL = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z';

export function SportIcon({ sport, size = 20 }: { sport: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      fillRule="evenodd"
    >
      <path d={PATHS[sport] ?? BALL} />
    </svg>
  );
}
