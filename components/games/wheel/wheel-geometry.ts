/**
 * How the board draws and turns a wheel: segment i is centred i · (360 / segments) degrees
 * clockwise from the top, where the pointer is. Apart from the picture, so the board and its
 * test use the same arithmetic.
 */

/** Whole turns per spin before the wheel settles. */
const TURNS = 5;

/** How many degrees one segment spans. */
export const segmentSpan = (segments: number) => 360 / segments;

/**
 * The wheel's angle (CSS rotate, clockwise) after a spin from `from` that stops with `segment`
 * centred under the pointer: a few whole turns clockwise, then segment i's place, −i · span.
 */
export function landingAngle(from: number, segment: number, segments: number) {
  const base = from + TURNS * 360;
  const target = -segment * segmentSpan(segments);
  return base + ((((target - base) % 360) + 360) % 360);
}

/** The colour of a segment by its multiplier: losses dark, then cooler to hotter as it grows. */
export function multiplierColor(multiplier: number) {
  if (multiplier === 0) return '#2b303d';
  if (multiplier < 1.5) return '#3a8dde';
  if (multiplier < 2) return '#23b26d';
  if (multiplier < 3) return '#e0b21f';
  if (multiplier < 5) return '#f07d32';
  if (multiplier < 10) return '#e0424f';
  return '#a45ee5';
}

/** A point `radius` from the centre at `degrees` clockwise from the top (SVG's y grows down). */
export function polar(radius: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { x: round(radius * Math.sin(radians)), y: round(-radius * Math.cos(radians)) };
}

/** The SVG path of segment i: a slice from the centre, centred on its place. */
export function slicePath(segment: number, segments: number, radius: number) {
  const span = segmentSpan(segments);
  const start = polar(radius, (segment - 0.5) * span);
  const end = polar(radius, (segment + 0.5) * span);
  return `M0 0L${start.x} ${start.y}A${radius} ${radius} 0 0 1 ${end.x} ${end.y}Z`;
}
