import { fireEvent, screen } from '@testing-library/react';
import { Link } from '@/lib/i18n/navigation';
import { navigation } from '@/tests/support/navigation-mock';
import { renderWithProviders } from '@/tests/support/render';

const prefetched = () => navigation.router.prefetch.mock.calls.map(([href]) => href);

describe('the site link prefetches on intent (issue 41)', () => {
  beforeEach(() => navigation.router.prefetch.mockClear());

  it('fetches nothing on sight, and the route when the pointer comes over it', () => {
    renderWithProviders(<Link href="/games/dice">Dice</Link>);
    expect(prefetched()).toEqual([]);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Dice' }));
    expect(prefetched()).toEqual(['/en/games/dice']);
  });

  it('fetches the route when the link takes the focus or a finger touches it', () => {
    renderWithProviders(<Link href={{ pathname: '/fair', query: { bet: '1' } }}>Verify</Link>);
    const link = screen.getByRole('link', { name: 'Verify' });
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetched()).toEqual(['/en/fair', '/en/fair']);
  });

  it("keeps the caller's own handlers", () => {
    const onFocus = jest.fn();
    renderWithProviders(
      <Link href="/faq" onFocus={onFocus}>
        FAQ
      </Link>,
    );
    fireEvent.focus(screen.getByRole('link', { name: 'FAQ' }));
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(prefetched()).toEqual(['/en/faq']);
  });

  it('prefetches nothing for an outside address', () => {
    renderWithProviders(<Link href="https://example.com/pay">Pay</Link>);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Pay' }));
    expect(prefetched()).toEqual([]);
  });
});
