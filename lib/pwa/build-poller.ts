import { BUILD_POLL_MS } from '@/lib/constants/pwa';

/** `builds/latest.json` (spec §7), written at build time by scripts/pwa-build.ts. */
export type LatestBuild = { id: string; timestamp: number };

export type BuildPollerOptions = {
  /** The build this page was made by. */
  current: string;
  /** Called once, the first time `builds/latest.json` names another build. */
  onUpdate: (latest: LatestBuild) => void;
  fetch?: typeof globalThis.fetch;
  /** Whether the page is visible now: hidden pages skip their turn. */
  visible?: () => boolean;
  intervalMs?: number;
  now?: () => number;
};

function isLatestBuild(value: unknown): value is LatestBuild {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as LatestBuild).id === 'string' &&
    (value as LatestBuild).id.length > 0 &&
    typeof (value as LatestBuild).timestamp === 'number'
  );
}

/** One look at `builds/latest.json`, past every cache (a query of the time). Null when unknown. */
export async function fetchLatestBuild(
  fetcher: typeof globalThis.fetch = globalThis.fetch,
  now: number = Date.now(),
): Promise<LatestBuild | null> {
  try {
    const response = await fetcher(`/builds/latest.json?${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isLatestBuild(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * Polls `builds/latest.json` (spec §4: "an update is signalled when its id changes") every
 * `intervalMs` while the page is visible; stops after the first change. Returns the stop function.
 */
export function startBuildPoller(options: BuildPollerOptions): () => void {
  const {
    current,
    onUpdate,
    fetch: fetcher = globalThis.fetch.bind(globalThis),
    visible = () => document.visibilityState === 'visible',
    intervalMs = BUILD_POLL_MS,
    now = Date.now,
  } = options;
  let stopped = false;
  let busy = false;
  const check = async () => {
    if (stopped || busy || !visible()) return;
    busy = true;
    const latest = await fetchLatestBuild(fetcher, now());
    busy = false;
    if (stopped || !latest || latest.id === current) return;
    stop();
    onUpdate(latest);
  };
  const timer = setInterval(() => void check(), intervalMs);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  return stop;
}
