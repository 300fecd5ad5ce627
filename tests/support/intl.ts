/**
 * Runs `check` with an Intl that has no Kazakh data, as Debian's Chromium: it takes `kk` and
 * answers in the root locale (`2026 M03 5`, `M01`).
 */
export function withoutKazakhIntl(check: () => void) {
  const Original = Intl.DateTimeFormat;
  const spy = jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation(
      ((locale: string, options?: Intl.DateTimeFormatOptions) =>
        new Original(String(locale).startsWith('kk') ? 'und' : locale, options)) as never,
    );
  try {
    check();
  } finally {
    spy.mockRestore();
  }
}
