/** PostgreSQL's unique-violation (23505), whichever driver or wrapper raised it. */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  for (let current = error; current && typeof current === 'object';) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: string;
      cause?: unknown;
    };
    if (code === '23505') return { constraint };
    current = cause;
  }
  return null;
}
