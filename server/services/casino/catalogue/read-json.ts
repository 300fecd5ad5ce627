/** Lists are large but not unbounded: an answer past this is refused rather than buffered. */
const MAX_LIST_BYTES = 32 * 1024 * 1024;

/** An aggregator's JSON answer, or an error that names the call and the status. */
export async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${what}: HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_LIST_BYTES) {
    await response.body?.cancel();
    throw new Error(`${what}: answer of ${declared} bytes is too large`);
  }
  const text = await response.text();
  if (text.length > MAX_LIST_BYTES) throw new Error(`${what}: answer is too large`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${what}: the answer is not JSON`);
  }
}
