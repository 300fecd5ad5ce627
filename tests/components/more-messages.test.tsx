import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { MoreMessages } from '@/lib/i18n/more-messages';

function Reads({ namespace }: { namespace: 'Nav' | 'BetSlip' }) {
  const t = useTranslations(namespace) as unknown as (key: string) => string;
  return <p>{t(namespace === 'Nav' ? 'menu' : 'title')}</p>;
}

/** An area's layout adds its namespaces to what the page has (lib/i18n/area-messages.tsx). */
describe('MoreMessages', () => {
  it("adds an area's namespaces and keeps the page's", () => {
    render(
      <NextIntlClientProvider locale="en" messages={{ Nav: { menu: 'Menu' } }}>
        <MoreMessages messages={{ BetSlip: { title: 'Bet slip' } }}>
          <Reads namespace="Nav" />
          <Reads namespace="BetSlip" />
        </MoreMessages>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Menu')).toBeInTheDocument();
    expect(screen.getByText('Bet slip')).toBeInTheDocument();
  });
});
