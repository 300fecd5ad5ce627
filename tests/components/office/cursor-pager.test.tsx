import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CursorPager, type CursorPagerOrder } from '@/components/office/cursor-pager';
import { renderOffice } from './office-render';

/** A list of three pages (cursors 10 and 20 lead to the second and third), its pager only. */
function Pages({ order }: { order?: CursorPagerOrder }) {
  const [trail, setTrail] = useState<number[]>([]);
  const next = ({ undefined: 10, 10: 20 } as Record<string, number | undefined>)[
    String(trail.at(-1))
  ];
  return (
    <>
      <p>cursor {trail.at(-1) ?? 'none'}</p>
      <CursorPager
        label="Pages of things"
        order={order}
        trail={trail}
        next={next ?? null}
        onChange={setTrail}
      />
    </>
  );
}

const pager = () => screen.getByRole('navigation', { name: 'Pages of things' });
const button = (name: string) => within(pager()).getByRole('button', { name });

describe('the cursor pager', () => {
  it.each([
    [undefined, 'Previous page', 'Next page', 'en'],
    ['newest-first', 'Newer', 'Older', 'en'],
    ['earliest-first', 'Earlier', 'Later', 'en'],
    [undefined, 'Предыдущая страница', 'Следующая страница', 'ru'],
    ['newest-first', 'Новее', 'Старше', 'ru'],
    ['earliest-first', 'Раньше', 'Позже', 'ru'],
    [undefined, 'Алдыңғы бет', 'Келесі бет', 'kz'],
    ['earliest-first', 'Ертерек', 'Кейінірек', 'kz'],
  ] as const)('orders %s: “%s” and “%s”', async (order, back, forward, locale) => {
    const events = userEvent.setup();
    renderOffice(<Pages order={order} />, { locale });

    expect(button(back)).toBeDisabled();
    await events.click(button(forward));
    expect(screen.getByText('cursor 10')).toBeInTheDocument();
    await events.click(button(forward));
    expect(screen.getByText('cursor 20')).toBeInTheDocument();
    // The last page: forward is off; back walks the trail one page at a time.
    expect(button(forward)).toBeDisabled();
    await events.click(button(back));
    expect(screen.getByText('cursor 10')).toBeInTheDocument();
    await events.click(button(back));
    expect(screen.getByText('cursor none')).toBeInTheDocument();
    expect(button(back)).toBeDisabled();
  });

  it('says nothing of time where the list is not ordered by it', () => {
    renderOffice(<Pages />);
    expect(within(pager()).queryByRole('button', { name: /Newer|Older/ })).not.toBeInTheDocument();
    expect(within(pager()).getByText('Page 1')).toBeInTheDocument();
  });

  it('is not shown for a list of one page', () => {
    renderOffice(
      <CursorPager label="Pages of things" trail={[]} next={null} onChange={() => {}} />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
