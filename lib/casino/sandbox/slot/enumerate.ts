import { linePay } from './lines';
import { freeSpinsFor, modeMultiplier, scatterCredits } from './spin';
import { REELS, ROWS, type SlotConfig, type SlotMode } from './types';

/**
 * Every outcome of one spin in a mode, tallied: how many of the Π(strip lengths) stop
 * combinations give each (scatters in view, line credits) pair. Everything a spin pays follows
 * from that pair (`spin.ts`), so the RTP, the variance and the hit rate follow from the tally.
 *
 * Lines are scored with a table of `linePay` (the rule `spinAt` plays) over every 5-symbol
 * sequence, built once; the loop nest fixes reels left to right and drops a line as soon as its
 * first three symbols cannot pay, and scores it as soon as its fourth settles the pay, so the
 * inner loop only looks at the few lines still open: ~24 M combinations take well under a second
 * outside Jest (the test runs it in a child process, as the in-house RTP simulation does).
 */
export type SpinTally = {
  readonly mode: SlotMode;
  /** Stop combinations: Π strip lengths. */
  readonly combinations: number;
  /** counts[scatters][lineCredits]: combinations (exact: each stays below 2⁵³). */
  readonly counts: readonly (readonly number[])[];
};

/** The tabulated line rule over symbol indexes: pay5[((((a·n+b)·n+c)·n+d)·n+e)]. */
function payTables(config: SlotConfig) {
  const ids = config.symbols.map((symbol) => symbol.id);
  const n = ids.length;
  const pay5 = new Int32Array(n ** 5);
  const sequence: string[] = new Array<string>(REELS);
  for (let index = 0; index < pay5.length; index++) {
    let rest = index;
    for (let reel = REELS - 1; reel >= 0; reel--) {
      sequence[reel] = ids[rest % n]!;
      rest = Math.floor(rest / n);
    }
    pay5[index] = linePay(config, sequence)?.credits ?? 0;
  }
  // open3[p]: a line whose first three symbols are p may still pay; settled4[p]: what a line
  // whose first four are p pays whatever the fifth, or −1 while the fifth matters.
  const open3 = new Uint8Array(n ** 3);
  const settled4 = new Int32Array(n ** 4);
  for (let p4 = 0; p4 < n ** 4; p4++) {
    const first = pay5[p4 * n]!;
    let same = true;
    let any = false;
    for (let e = 0; e < n; e++) {
      const pay = pay5[p4 * n + e]!;
      if (pay !== first) same = false;
      if (pay) any = true;
    }
    settled4[p4] = same ? first : -1;
    if (any) open3[Math.floor(p4 / n)] = 1;
  }
  return { ids, n, pay5, open3, settled4 };
}

export function tallySpins(config: SlotConfig, mode: SlotMode): SpinTally {
  const { ids, n, pay5, open3, settled4 } = payTables(config);
  const index = new Map(ids.map((id, i) => [id, i]));
  const scatter = config.symbols.findIndex((symbol) => symbol.kind === 'scatter');
  const strips = config.reels[mode];
  // windows[reel][stop · 3 + row]: symbol indexes in view; scatters[reel][stop]: 0 or 1.
  const windows = strips.map((strip) => {
    const window = new Int32Array(strip.length * ROWS);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < ROWS; row++) {
        window[stop * ROWS + row] = index.get(strip[(stop + row) % strip.length]!)!;
      }
    }
    return window;
  });
  const scatters = windows.map((window, reel) => {
    const count = new Int32Array(strips[reel]!.length);
    for (let cell = 0; cell < window.length; cell++) {
      if (window[cell] === scatter) count[Math.floor(cell / ROWS)]!++;
    }
    return count;
  });
  const lines = config.paylines;
  const lineCount = lines.length;
  const maxPay = Math.max(...Object.values(config.paytable).flat());
  const stride = lineCount * maxPay + 1;
  const counts = new Float64Array((REELS + 1) * stride);
  const rows = lines.map((line) => Int32Array.from(line));
  const [w0, w1, w2, w3, w4] = windows as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const [c0, c1, c2, c3, c4] = scatters as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const open = new Int32Array(lineCount); // lines still open after reel 3: their line index
  const prefix3 = new Int32Array(lineCount);
  const innerBase = new Int32Array(lineCount); // p4 · n of lines still open after reel 4
  const innerRow = new Int32Array(lineCount);
  for (let s0 = 0; s0 < c0.length; s0++) {
    for (let s1 = 0; s1 < c1.length; s1++) {
      for (let s2 = 0; s2 < c2.length; s2++) {
        let openCount = 0;
        for (let l = 0; l < lineCount; l++) {
          const r = rows[l]!;
          const p3 =
            (w0[s0 * ROWS + r[0]!]! * n + w1[s1 * ROWS + r[1]!]!) * n + w2[s2 * ROWS + r[2]!]!;
          if (open3[p3]) {
            open[openCount] = l;
            prefix3[openCount++] = p3;
          }
        }
        const scatters3 = c0[s0]! + c1[s1]! + c2[s2]!;
        for (let s3 = 0; s3 < c3.length; s3++) {
          let base = 0;
          let inner = 0;
          for (let k = 0; k < openCount; k++) {
            const r = rows[open[k]!]!;
            const p4 = prefix3[k]! * n + w3[s3 * ROWS + r[3]!]!;
            const settled = settled4[p4]!;
            if (settled >= 0) base += settled;
            else {
              innerBase[inner] = p4 * n;
              innerRow[inner++] = r[4]!;
            }
          }
          const scatters4 = scatters3 + c3[s3]!;
          for (let s4 = 0; s4 < c4.length; s4++) {
            let credits = base;
            for (let k = 0; k < inner; k++)
              credits += pay5[innerBase[k]! + w4[s4 * ROWS + innerRow[k]!]!]!;
            counts[(scatters4 + c4[s4]!) * stride + credits]!++;
          }
        }
      }
    }
  }
  const combinations = strips.reduce((product, strip) => product * strip.length, 1);
  return {
    mode,
    combinations,
    counts: Array.from({ length: REELS + 1 }, (_, s) =>
      Array.from(counts.subarray(s * stride, (s + 1) * stride)),
    ),
  };
}

/** One kind of spin outcome: its probability weight and what it pays and awards. */
export type SpinOutcome = { count: number; credits: number; freeSpins: number };

/** The tally as outcomes: credits with the mode's multiplier and scatter pay, free spins awarded. */
export function spinOutcomes(config: SlotConfig, tally: SpinTally): SpinOutcome[] {
  const multiplier = modeMultiplier(config, tally.mode);
  const outcomes: SpinOutcome[] = [];
  tally.counts.forEach((row, scatters) =>
    row.forEach((count, lineCredits) => {
      if (!count) return;
      outcomes.push({
        count,
        credits: (lineCredits + scatterCredits(config, scatters)) * multiplier,
        freeSpins: freeSpinsFor(config, tally.mode, scatters),
      });
    }),
  );
  return outcomes;
}
