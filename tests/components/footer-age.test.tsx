import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Footer } from '@/components/layout/footer';
import en from '@/messages/en.json';

/** Issue 42, point 6: the 18+ sign is a picture with a name, not an empty tab stop with a tooltip. */
describe('the footer’s 18+ sign', () => {
  it('is named, takes no focus, and its meaning is written out', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <Footer />
      </NextIntlClientProvider>,
    );
    const sign = screen.getByRole('img', { name: 'For adults only, 18+' });
    expect(sign).not.toHaveAttribute('tabindex');
    expect(screen.getByText(/Gambling is for persons aged 18 and over\./)).toBeVisible();
  });
});
