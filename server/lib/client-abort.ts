/**
 * The client went away while its request was being read (a closed tab, a dropped connection, a
 * cancelled fetch). Nothing failed on our side: it is logged as the client's doing, not as a 500.
 */
export class ClientAbortError extends Error {
  override name = 'ClientAbortError';
}

/** True when `error` came from the client leaving: our own mark, or the request's abort signal. */
export function isClientAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return error instanceof ClientAbortError || signal?.aborted === true;
}
