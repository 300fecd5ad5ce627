import { REELS, ROWS, type SlotConfig, type SlotMode } from './types';

const MODES: readonly SlotMode[] = ['base', 'free'];

/**
 * Why a slot config cannot be played, or null. Besides the shapes: exactly one wild and one
 * scatter; integer pays; and no strip shows the scatter twice in one window (so a spin shows at
 * most 5 scatters, the last row of the scatter pays).
 */
export function slotConfigProblem(config: SlotConfig): string | null {
  const ids = new Set(config.symbols.map((symbol) => symbol.id));
  if (ids.size !== config.symbols.length) return 'duplicate symbol ids';
  const wilds = config.symbols.filter((symbol) => symbol.kind === 'wild');
  const scatters = config.symbols.filter((symbol) => symbol.kind === 'scatter');
  if (wilds.length !== 1 || scatters.length !== 1) return 'needs one wild and one scatter';
  const scatter = scatters[0]!.id;
  const count = (value: number) => Number.isSafeInteger(value) && value >= 0;
  for (const symbol of config.symbols) {
    const pays = config.paytable[symbol.id];
    if (symbol.kind === 'scatter') {
      if (pays) return 'the scatter pays anywhere, not on lines';
    } else if (!pays || pays.length !== 3 || !pays.every(count)) {
      return `bad line pays for ${symbol.id}`;
    }
  }
  if (!config.scatterPays.every(count)) return 'bad scatter pays';
  const { awarded, multiplier } = config.freeSpins;
  if (!awarded.every(count) || !Number.isSafeInteger(multiplier) || multiplier < 1) {
    return 'bad free spins';
  }
  if (config.paylines.length === 0) return 'no paylines';
  const seen = new Set<string>();
  for (const line of config.paylines) {
    if (
      line.length !== REELS ||
      !line.every((row) => Number.isInteger(row) && row >= 0 && row < ROWS)
    ) {
      return `bad payline ${line.join(',')}`;
    }
    if (seen.has(line.join())) return `payline ${line.join(',')} twice`;
    seen.add(line.join());
  }
  for (const mode of MODES) {
    const strips = config.reels[mode];
    if (strips.length !== REELS) return `${mode}: expected ${REELS} strips`;
    for (const strip of strips) {
      if (strip.length < ROWS) return `${mode}: a strip shorter than the window`;
      if (!strip.every((symbol) => ids.has(symbol))) return `${mode}: unknown symbol on a strip`;
      for (let stop = 0; stop < strip.length; stop++) {
        let inView = 0;
        for (let row = 0; row < ROWS; row++) {
          if (strip[(stop + row) % strip.length] === scatter) inView++;
        }
        if (inView > 1) return `${mode}: two scatters in one window`;
      }
    }
  }
  return null;
}
