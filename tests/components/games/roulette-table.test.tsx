import { screen } from '@testing-library/react';
import { RouletteTable } from '@/components/games/roulette/roulette-table';
import type { Locale } from '@/lib/i18n/config';
import { renderWithProviders } from '../../support/render';

function renderTable(locale: Locale) {
  renderWithProviders(
    <RouletteTable
      stakes={new Map()}
      picks={[]}
      pocket={null}
      disabled={false}
      onNumber={() => {}}
      onBet={() => {}}
    />,
    { locale },
  );
}

/** Each cell's shown text, as a whole run of words of its name (axe's label-content-name-mismatch). */
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe('the roulette table', () => {
  it.each<Locale>(['ru', 'en', 'kz'])(
    'in %s, names every cell with the text it shows',
    (locale) => {
      renderTable(locale);
      const cells = screen.getAllByRole('button');
      expect(cells).toHaveLength(37 + 3 + 3 + 6);
      for (const cell of cells) {
        const shown = words(cell.textContent ?? '').join(' ');
        expect(words(cell.getAttribute('aria-label') ?? '').join(' ')).toContain(shown);
      }
    },
  );

  it('says which dozen and column a cell is, then what it shows', () => {
    renderTable('en');
    expect(screen.getByRole('button', { name: '2nd dozen, 13–24' })).toHaveTextContent('13–24');
    expect(screen.getAllByRole('button', { name: /^Column \d, 2:1$/ })).toHaveLength(3);
  });
});
