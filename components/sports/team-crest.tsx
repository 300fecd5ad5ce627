/** A hue from the name, stable across renders and servers (FNV-1a). */
function hueOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

/** `Spartak Moscow` → `SM`; `Dynamo` → `DY`. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s.-]+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

/**
 * A team's crest drawn from its name: its initials in a shield of a colour of its own. The
 * simulated teams have no logos, and no image is fetched from anywhere.
 */
export function TeamCrest({ name, size = 24 }: { name: string; size?: number }) {
  const hue = hueOf(name);
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 1.5 3 4.5v6.8c0 5.3 3.8 9.6 9 11.2 5.2-1.6 9-5.9 9-11.2V4.5l-9-3Z"
        fill={`hsl(${hue} 55% 38%)`}
        stroke={`hsl(${hue} 60% 62%)`}
        strokeWidth="1"
      />
      <text
        x="12"
        y="15"
        textAnchor="middle"
        fontSize="8"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
