import { test as base, expect } from '@playwright/test';

export const LOCALES = [
  { locale: 'ru', prefix: '', lang: 'ru-RU' },
  { locale: 'en', prefix: '/en', lang: 'en-US' },
  { locale: 'kz', prefix: '/kz', lang: 'kk-KZ' },
] as const;

/** Joins a language prefix and a path the way the `as-needed` strategy writes addresses. */
export function localized(prefix: string, path: string): string {
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/** A page whose console errors and uncaught exceptions are collected for the test to assert on. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
});

export { expect };
