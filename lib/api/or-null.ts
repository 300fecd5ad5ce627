/** A call of the server render, or null when the API fails: the browser then asks itself. */
export async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch {
    return null;
  }
}
