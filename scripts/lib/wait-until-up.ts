/** Polls `url` until it answers 2xx; throws after `attempts` tries `everyMs` apart. */
export async function waitUntilUp(url: string, { attempts = 100, everyMs = 300 } = {}) {
  for (let i = 0; i < attempts; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${url} did not answer in ${(attempts * everyMs) / 1000} s`);
}
