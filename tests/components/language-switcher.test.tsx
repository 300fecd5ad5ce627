import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { navigation } from '../support/navigation-mock';
import { renderWithProviders } from '../support/render';

describe('LanguageSwitcher', () => {
  it('offers every language for the current path', async () => {
    const user = userEvent.setup();
    navigation.set('/en/games/dice');
    renderWithProviders(<LanguageSwitcher />, { locale: 'en' });

    const toggle = screen.getByRole('button', { name: 'Change language' });
    expect(toggle).toHaveTextContent('EN');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/games/dice');
    expect(screen.getByRole('link', { name: 'Қазақша' })).toHaveAttribute('href', '/kz/games/dice');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitcher />, { locale: 'ru' });
    const toggle = screen.getByRole('button', { name: 'Сменить язык' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
