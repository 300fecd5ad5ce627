/** Whole seconds as a countdown reads them: days, and `hh:mm:ss` for the rest. */
export function splitTimeLeft(seconds: number) {
  const left = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    days: Math.floor(left / 86_400),
    clock: `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`,
  };
}
