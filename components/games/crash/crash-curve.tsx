'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { crashElapsed, multiplierAt } from '@/lib/games/crash/growth';
import type { CrashRoundFeed } from '@/lib/games/crash/feed';
import styles from './crash.module.css';

type CrashCurveProps = {
  round: CrashRoundFeed | null;
  /** The server's clock in ms, as the stream's offset corrects the browser's. */
  serverNow: () => number;
  /** No event or heartbeat lately: what is drawn may be behind. */
  lagging: boolean;
};

/** The least the axes show: 8 seconds and 2×. */
const MIN_SPAN_MS = 8_000;
const MIN_TOP = 2;

/**
 * The round drawn live: the multiplier and its curve from the round's start time, by the same
 * growth function the server pays by, on every animation frame while it runs (a picture that
 * stands still, between rounds, is drawn once). Nothing about the multiplier
 * comes from the server while it grows; a round that crashed is drawn to its point in red. The
 * words a screen reader needs (the countdown, the multiplier, the crash) are in the text beside
 * the canvas, which changes only when the round does.
 */
export function CrashCurve({ round, serverNow, lagging }: CrashCurveProps) {
  const t = useTranslations('CrashBoard');
  const canvas = useRef<HTMLCanvasElement>(null);
  const figure = useRef<HTMLParagraphElement>(null);
  const latest = useRef({ round, serverNow });
  useEffect(() => {
    latest.current = { round, serverNow };
  });

  useEffect(() => {
    let frame = 0;
    const element = canvas.current;
    const context = element?.getContext('2d');
    const styles = element ? getComputedStyle(element) : null;
    const colour = (name: string, fallback: string) =>
      styles?.getPropertyValue(name).trim() || fallback;
    const palette = {
      grid: colour('--border', '#2c3142'),
      text: colour('--text-muted', '#9aa1b5'),
      line: colour('--accent', '#f5c518'),
      crash: colour('--danger', '#ff4d5e'),
    };

    // What the last frame drew while the picture stood still (no round running): the same
    // again is not drawn, so a page waiting for the next round costs the browser nothing.
    let still = '';

    function draw() {
      frame = requestAnimationFrame(draw);
      const { round, serverNow } = latest.current;
      const now = serverNow();
      const text = figure.current;
      const words = headline(round, now);
      if (text && text.textContent !== words) text.textContent = words;
      if (!element || !context) return;
      const ratio = window.devicePixelRatio || 1;
      const width = element.clientWidth;
      const height = element.clientHeight;
      const running = Boolean(round?.started_at) && round?.crash_point === null;
      const picture = running
        ? ''
        : `${round?.id}:${round?.started_at}:${round?.crash_point}:${width}:${height}:${ratio}`;
      if (picture && picture === still) return;
      still = picture;
      if (element.width !== Math.round(width * ratio)) element.width = Math.round(width * ratio);
      if (element.height !== Math.round(height * ratio))
        element.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, width, height);
      if (!round?.started_at) return;
      const started = Date.parse(round.started_at);
      const crashed = round.crash_point !== null;
      const elapsed = crashed
        ? crashElapsed(Math.round(round.crash_point! * 100)) - 1
        : Math.max(0, now - started);
      const span = Math.max(MIN_SPAN_MS, elapsed * 1.15);
      const top = Math.max(MIN_TOP, (multiplierAt(elapsed) / 100) * 1.15);
      const pad = 28;
      const x = (ms: number) => pad + (ms / span) * (width - pad - 8);
      const y = (m: number) => height - pad - ((m - 1) / (top - 1)) * (height - pad - 12);

      context.strokeStyle = palette.grid;
      context.fillStyle = palette.text;
      context.lineWidth = 1;
      context.font = '11px system-ui, sans-serif';
      for (const step of gridSteps(top)) {
        context.beginPath();
        context.moveTo(pad, y(step));
        context.lineTo(width - 8, y(step));
        context.stroke();
        context.fillText(`${step}×`, 2, y(step) + 4);
      }
      context.strokeStyle = crashed ? palette.crash : palette.line;
      context.lineWidth = 3;
      context.beginPath();
      const points = 80;
      for (let i = 0; i <= points; i += 1) {
        const ms = (elapsed * i) / points;
        const m = Math.exp(0.00006 * ms);
        if (i === 0) context.moveTo(x(ms), y(m));
        else context.lineTo(x(ms), y(m));
      }
      context.stroke();
    }

    function headline(round: CrashRoundFeed | null, now: number) {
      if (!round) return '';
      if (round.crash_point !== null) return `${round.crash_point.toFixed(2)}×`;
      if (round.started_at)
        return `${(multiplierAt(now - Date.parse(round.started_at)) / 100).toFixed(2)}×`;
      if (round.starts_at)
        return `${Math.max(0, (Date.parse(round.starts_at) - now) / 1000).toFixed(1)}`;
      return '';
    }

    draw();
    return () => cancelAnimationFrame(frame);
  }, []);

  const status = round?.status ?? 'none';
  const over = round?.crash_point !== null && round?.crash_point !== undefined;
  return (
    <div className={styles.curve} data-status={status}>
      <canvas ref={canvas} className={styles.canvas} aria-hidden="true" />
      <div className={styles.overlay}>
        <p className={styles.caption}>
          {over
            ? t('crashedAt')
            : round?.started_at
              ? t('running')
              : round?.starts_at
                ? t('startsIn')
                : t('waiting')}
        </p>
        <p ref={figure} className={styles.figure} data-crashed={over} aria-hidden="true" />
        {lagging ? (
          <p className={styles.lag} role="status">
            {t('lagging')}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {over
          ? t('announceCrashed', { point: round!.crash_point!.toFixed(2) })
          : round?.started_at
            ? t('announceStarted')
            : round?.starts_at
              ? t('announceBetting')
              : ''}
      </p>
    </div>
  );
}

/** Grid lines at round multipliers below the top of the axis. */
function gridSteps(top: number): number[] {
  const step = top <= 3 ? 0.5 : top <= 10 ? 1 : top <= 50 ? 5 : top <= 200 ? 25 : 100;
  const steps: number[] = [];
  for (let m = 1 + step; m < top; m += step) steps.push(Number(m.toFixed(2)));
  return steps;
}
