import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ListTable, type Column, type ListSort } from '@/components/office/list-table';
import { EXPORT_ROW_LIMIT } from '@/lib/office/read-every-page';
import { renderOffice, captureDownloads } from './office-render';

type Payout = { id: number; player: string; amount: number; note: string };

const ROWS: Payout[] = [
  { id: 1, player: 'Иван Петров', amount: 1500, note: 'Card, "fast"' },
  { id: 2, player: '=HYPERLINK("x")', amount: -20, note: 'line one\nline two' },
];

const COLUMNS: Column<Payout>[] = [
  { key: 'player', header: 'Player', required: true, sort: 'user_id', cell: (row) => row.player },
  {
    key: 'amount',
    header: 'Amount',
    sort: 'amount',
    cell: (row) => <strong>{row.amount} RUB</strong>,
    csv: (row) => row.amount,
  },
  { key: 'note', header: 'Note', cell: (row) => row.note },
  {
    key: 'actions',
    header: 'Actions',
    hiddenHeader: true,
    cell: () => <button type="button">Approve</button>,
  },
];

function List(props: Partial<Parameters<typeof ListTable<Payout>>[0]>) {
  return (
    <ListTable
      caption="Payouts"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      empty="Nothing"
      {...props}
    />
  );
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

async function csvText(blob: Blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { bom: [...bytes.slice(0, 3)], text: new TextDecoder().decode(bytes.slice(3)) };
}

describe('ListTable, the office grid', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('renders as before without the new options: no tools, labelled cells for the phone cards', () => {
    renderOffice(<List />);
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(headers()).toEqual(['Player', 'Amount', 'Note', 'Actions']);
    // No sort buttons without `onSortChange`.
    expect(within(screen.getAllByRole('columnheader')[0]!).queryByRole('button')).toBeNull();
    const [first] = screen.getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Player',
      'Amount',
      'Note',
      null,
    ]);
  });

  it('hides a column from the Columns menu and remembers it across a remount', async () => {
    const events = userEvent.setup();
    const { unmount } = renderOffice(<List storageKey="payouts" />);

    const toggle = screen.getByRole('button', { name: 'Columns' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('group', { name: 'Columns to show' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);

    await events.click(within(menu).getByRole('checkbox', { name: 'Note' }));
    expect(headers()).toEqual(['Player', 'Amount', 'Actions']);
    expect(screen.queryByText('Card, "fast"')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('office:columns:payouts')!)).toEqual(['note']);

    // Escape closes the menu and gives the focus back to its button.
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Columns to show' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    unmount();
    renderOffice(<List storageKey="payouts" />);
    expect(headers()).toEqual(['Player', 'Amount', 'Actions']);
  });

  it('a list with another storage key keeps its own choice', () => {
    window.localStorage.setItem('office:columns:payouts', JSON.stringify(['note']));
    renderOffice(<List storageKey="approvals" />);
    expect(headers()).toEqual(['Player', 'Amount', 'Note', 'Actions']);
  });

  it('never hides a required column, even when the storage says so', async () => {
    const events = userEvent.setup();
    window.localStorage.setItem('office:columns:payouts', JSON.stringify(['player', 'amount']));
    renderOffice(<List storageKey="payouts" />);
    expect(headers()).toEqual(['Player', 'Note', 'Actions']);

    await events.click(screen.getByRole('button', { name: 'Columns' }));
    const player = screen.getByRole('checkbox', { name: 'Player' });
    expect(player).toBeChecked();
    expect(player).toBeDisabled();
    await events.click(player);
    expect(headers()).toEqual(['Player', 'Note', 'Actions']);

    // Showing a column again brings it back in its place.
    await events.click(screen.getByRole('checkbox', { name: 'Amount' }));
    expect(headers()).toEqual(['Player', 'Amount', 'Note', 'Actions']);
    expect(window.localStorage.getItem('office:columns:payouts')).toBeNull();
  });

  it('sorts through a header button with aria-sort, asking the list for the order', async () => {
    const events = userEvent.setup();
    const asked: ListSort[] = [];
    const { rerender } = renderOffice(<List onSortChange={(sort) => asked.push(sort)} />);

    const [player, amount, note] = screen.getAllByRole('columnheader');
    expect(player).toHaveAttribute('aria-sort', 'none');
    expect(amount).toHaveAttribute('aria-sort', 'none');
    expect(note).not.toHaveAttribute('aria-sort');
    expect(within(note!).queryByRole('button')).toBeNull();

    await events.click(within(amount!).getByRole('button', { name: 'Amount' }));
    expect(asked).toEqual([{ field: 'amount', direction: 'asc' }]);

    rerender(
      <List
        sort={{ field: 'amount', direction: 'asc' }}
        onSortChange={(sort) => asked.push(sort)}
      />,
    );
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'none');
    await events.click(screen.getByRole('button', { name: 'Amount' }));
    expect(asked.at(-1)).toEqual({ field: 'amount', direction: 'desc' });

    rerender(
      <List
        sort={{ field: 'amount', direction: 'desc' }}
        onSortChange={(sort) => asked.push(sort)}
      />,
    );
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'descending');
    await events.click(screen.getByRole('button', { name: 'Player' }));
    expect(asked.at(-1)).toEqual({ field: 'user_id', direction: 'asc' });
  });

  it('downloads the loaded rows as CSV: BOM, RFC 4180 quoting, no formulas, no button column', async () => {
    const events = userEvent.setup();
    const files = captureDownloads();
    renderOffice(<List exportName="payouts" storageKey="payouts" />);

    // A hidden column stays out of the file too.
    await events.click(screen.getByRole('button', { name: 'Columns' }));
    await events.click(screen.getByRole('checkbox', { name: 'Amount' }));
    await events.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^payouts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const { bom, text } = await csvText(files[0]!.blob);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe(
      'Player,Note\r\n' +
        'Иван Петров,"Card, ""fast"""\r\n' +
        `"'=HYPERLINK(""x"")","line one\nline two"\r\n`,
    );
    expect(await screen.findByText('2 rows saved to the file.')).toBeInTheDocument();
  });

  it('exports every page through exportAll, numbers as numbers, and says when it cut the file', async () => {
    const events = userEvent.setup();
    const files = captureDownloads();
    const many = Array.from({ length: EXPORT_ROW_LIMIT + 1 }, (_, index) => ({
      id: index + 1,
      player: `#${index + 1}`,
      amount: -index,
      note: '',
    }));
    let release: (rows: Payout[]) => void = () => {};
    const exportAll = jest.fn(() => new Promise<Payout[]>((resolve) => (release = resolve)));
    renderOffice(<List exportName="payouts" exportAll={exportAll} />);

    await events.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByText('Preparing the file…')).toBeInTheDocument();
    await act(async () => release(many));

    expect(
      await screen.findByText('Only the first 10,000 rows were saved to the file.'),
    ).toBeInTheDocument();
    const { text } = await csvText(files[0]!.blob);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(EXPORT_ROW_LIMIT + 2); // the header, the rows, the last CRLF
    expect(lines[0]).toBe('Player,Amount,Note');
    expect(lines[2]).toBe('#2,-1,');
    expect(exportAll).toHaveBeenCalledTimes(1);
  });

  it('says so when the export fails, and the button works again', async () => {
    const events = userEvent.setup();
    captureDownloads();
    renderOffice(<List exportName="payouts" exportAll={() => Promise.reject(new Error('503'))} />);
    await events.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be prepared.');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('keeps the loading line, the error with its retry and the empty state', async () => {
    const events = userEvent.setup();
    const retry = jest.fn();
    const { rerender } = renderOffice(<List rows={undefined} storageKey="payouts" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<List rows={undefined} error={new Error('x')} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
    rerender(<List rows={[]} storageKey="payouts" exportName="payouts" />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('keeps a cell mounted when the list builds its columns anew on each render', async () => {
    function Renders() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Render {count}
          </button>
          <List columns={[...COLUMNS]} />
        </>
      );
    }
    renderOffice(<Renders />);
    const [approve] = screen.getAllByRole('button', { name: 'Approve' });
    act(() => screen.getByRole('button', { name: 'Render 0' }).click());
    await screen.findByRole('button', { name: 'Render 1' });
    expect(screen.getAllByRole('button', { name: 'Approve' })[0]).toBe(approve);
  });
});
