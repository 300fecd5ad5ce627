import { screen, within } from '@testing-library/react';
import { TermsList } from '@/components/bonus/terms-list';
import { termsFixture } from '../../support/bonus-fixtures';
import { renderWithProviders } from '../../support/render';

function edgeTable() {
  return screen.getByRole('table', { name: 'How much of each stake counts in our games' });
}

function rowOf(name: string) {
  const row = within(edgeTable()).getByRole('rowheader', { name }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the bonus terms: how our games count toward wagering', () => {
  it('states the rule with the reference edge and lists every game by its exact edge', () => {
    renderWithProviders(<TermsList terms={termsFixture()} />);
    expect(
      screen.getByText(
        /share = house edge ÷ 4\.00% \(the reference edge\), at most 100%.*For example: Dice, 1\.00% edge: 25\.00% of each stake\./,
      ),
    ).toBeInTheDocument();
    const names = within(edgeTable())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      'Dice',
      'Coinflip',
      'Roulette',
      'Keno',
      'Hi-Lo',
      'Miner',
      'Cases',
      'Wheel of fortune',
      'Crash',
      'Rooms',
    ]);
    // 1/37 ÷ 4 % = 67.567…%: the exact edge, not 2.70 % ÷ 4 % = 67.50 %.
    expect(rowOf('Roulette')).toEqual(['2.70% (exactly 1/37)', '67.57%']);
    expect(rowOf('Dice')).toEqual(['1.00%', '25.00%']);
    expect(rowOf('Cases')).toEqual(['5.00%', '100.00%']);
    expect(rowOf('Crash')).toEqual(['1.00%', '25.00%']);
    expect(rowOf('Rooms')).toEqual(['5.00%', '100.00%']);
  });

  it("follows the grant's reference edge and its excluded games", () => {
    const terms = termsFixture();
    renderWithProviders(
      <TermsList
        terms={{
          ...terms,
          contributions: {
            ...terms.contributions,
            in_house_reference_edge: 2.5,
            excluded_games: ['dice'],
          },
        }}
      />,
    );
    expect(screen.getByText(/Dice, 1\.00% edge: 40\.00% of each stake/)).toBeInTheDocument();
    expect(rowOf('Dice')).toEqual(['1.00%', '0.00%']);
    expect(rowOf('Coinflip')).toEqual(['1.00%', '40.00%']);
    expect(rowOf('Roulette')).toEqual(['2.70% (exactly 1/37)', '100.00%']);
  });
});
