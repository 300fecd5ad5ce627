'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './reports.module.css';

export type ChartDay = { day: string; ggr: number; ngr: number };

const HALF_DAY_S = 43_200;

/** A theme colour of the site (`--accent`, …), for the canvas, which cannot read CSS variables. */
function cssColor(name: string, fallback: string) {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * GGR (bars) and NGR (a line) per day of one currency, drawn by uPlot: about 20 KB of gzip,
 * canvas, fast on a phone, loaded with this page only (the office's chunk, never a player's).
 * A canvas says nothing to a screen reader, so the figure carries a label and the same figures
 * are the table below it.
 */
export function GgrChart({
  days,
  currency,
  label,
}: {
  days: readonly ChartDay[];
  currency: string;
  label: string;
}) {
  const t = useTranslations('office.reports.chart');
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    const ordered = [...days].sort((a, b) => (a.day < b.day ? -1 : 1));
    const data: uPlot.AlignedData = [
      ordered.map((entry) => Date.parse(`${entry.day}T00:00:00Z`) / 1000),
      ordered.map((entry) => entry.ggr),
      ordered.map((entry) => entry.ngr),
    ];
    const money = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const accent = cssColor('--accent', '#f5c518');
      const success = cssColor('--success', '#2ecc71');
      const muted = cssColor('--text-muted', '#9aa1b5');
      const grid = cssColor('--border', '#2c3142');
      const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
      chart = new UPlot(
        {
          width: element.clientWidth,
          height: 260,
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'UTC'),
          legend: { show: true },
          cursor: { points: { show: false } },
          // The days shown and half a day either side, not uPlot's guess (years, for one day).
          scales: {
            x: {
              time: true,
              range: (): uPlot.Range.MinMax => [
                (data[0][0] ?? 0) - HALF_DAY_S,
                (data[0].at(-1) ?? 0) + HALF_DAY_S,
              ],
            },
          },
          axes: [
            axis,
            { ...axis, size: 80, values: (_, ticks) => ticks.map((v) => money.format(v)) },
          ],
          series: [
            {},
            {
              label: t('ggr'),
              stroke: accent,
              fill: `${accent}99`,
              paths: UPlot.paths.bars!({ size: [0.6, 48] }),
              value: (_, v) => (v === null ? '' : money.format(v)),
            },
            {
              label: t('ngr'),
              stroke: success,
              width: 2,
              value: (_, v) => (v === null ? '' : money.format(v)),
            },
          ],
        },
        data,
        element,
      );
      setReady(true);
    });
    // Follows the page's width (a phone turned, a panel opened).
    const resize = new ResizeObserver(() => {
      chart?.setSize({ width: element.clientWidth, height: 260 });
    });
    resize.observe(element);
    return () => {
      cancelled = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [days, currency, t]);

  return (
    <figure className={styles.chart} role="img" aria-label={label}>
      <div ref={box} className={styles.canvas} aria-hidden="true" />
      {ready ? null : (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )}
    </figure>
  );
}
