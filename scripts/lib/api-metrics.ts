/**
 * A bench's reading of an API process's `GET /api/metrics` (Prometheus' text format, behind
 * METRICS_TOKEN): the figures only the process knows, such as how many messages its bus brought,
 * the streams it holds or dropped, and whether it drives an engine.
 */
export type MetricsReading = {
  /** The sum of the samples of `name` whose labels include `labels`; 0 when there are none. */
  value(name: string, labels?: Record<string, string>): number;
};

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses Prometheus' text format into something asked for one metric at a time. */
export function parseMetrics(text: string): MetricsReading {
  const samples: Array<{ name: string; labels: Record<string, string>; value: number }> = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return {
    value(name, wanted = {}) {
      return samples
        .filter(
          (sample) =>
            sample.name === name &&
            Object.entries(wanted).every(([key, value]) => sample.labels[key] === value),
        )
        .reduce((sum, sample) => sum + sample.value, 0);
    },
  };
}

/** Scrapes the API process at `url` (its own address, past any balancer) with `token`. */
export async function scrapeApiMetrics(url: string, token: string): Promise<MetricsReading> {
  const response = await fetch(`${url}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${url}/api/metrics: ${response.status}`);
  return parseMetrics(await response.text());
}
