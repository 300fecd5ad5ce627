/**
 * `next-intl/server` for rendering a server page in the test DOM: its copy comes from
 * `getTranslations`, here the English messages. Use as
 * `jest.mock('next-intl/server', () => jest.requireActual('../support/english-server-translations'))`.
 */
const { createTranslator } = jest.requireActual('next-intl');
const messages = jest.requireActual('@/messages/en.json');

export const setRequestLocale = () => {};

export const getTranslations = async (namespace: string) =>
  createTranslator({ locale: 'en', messages, namespace });
