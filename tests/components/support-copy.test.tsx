import { screen } from '@testing-library/react';
import { Footer } from '@/components/layout/footer';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';
import '../support/navigation-mock';
import { renderWithProviders } from '../support/render';

/**
 * Without a chat widget the support button opens a panel of contacts (e-mail, Telegram when
 * configured, the FAQ): nothing answers around the clock, so no copy about it may say so.
 */
const ROUND_THE_CLOCK =
  /around the clock|24\/7|24 hours|every day|круглосуточно|каждый день|тәулік бойы|күн сайын/i;

describe('support copy', () => {
  it.each(Object.entries({ en, ru, kz }))(
    '%s promises no round-the-clock chat in the footer or the support panel',
    (_, messages) => {
      expect(messages.Footer.supportChat).not.toMatch(ROUND_THE_CLOCK);
      expect(messages.SupportChat.text).not.toMatch(ROUND_THE_CLOCK);
    },
  );

  it('the footer says what the support button opens', () => {
    renderWithProviders(<Footer />);
    expect(
      screen.getByText(
        'The support button at the bottom right of every page shows how to reach us: e-mail and answers to common questions',
      ),
    ).toBeVisible();
  });

  it('the footer says it in the page’s language', () => {
    renderWithProviders(<Footer />, { locale: 'kz' });
    expect(screen.getByText(/^Кез келген беттің төменгі оң жақ бұрышындағы/)).toBeVisible();
  });
});
