import { render } from '@testing-library/react';
import type { AnalyticsClient } from '@/lib/analytics/client';
import { AnalyticsProvider } from '@/lib/analytics/context';
import { usePageViews } from '@/lib/hooks/behaviour/use-page-views';
import { navigation } from '../support/navigation-mock';

function Tracker() {
  usePageViews();
  return null;
}

describe('page-view analytics', () => {
  it('fires once per route change with the full path', () => {
    const client: AnalyticsClient = {
      pageView: jest.fn(),
      capture: jest.fn(),
      identify: jest.fn(),
      reset: jest.fn(),
    };
    const ui = () => (
      <AnalyticsProvider client={client}>
        <Tracker />
      </AnalyticsProvider>
    );

    navigation.set('/en/games/dice?utm_source=mail');
    const { rerender } = render(ui());
    rerender(ui());
    navigation.set('/en/faq');
    rerender(ui());

    expect(client.pageView).toHaveBeenNthCalledWith(1, '/en/games/dice?utm_source=mail');
    expect(client.pageView).toHaveBeenNthCalledWith(2, '/en/faq');
    expect(client.pageView).toHaveBeenCalledTimes(2);
  });

  it('is a no-op by default, while no analytics key is configured', () => {
    navigation.set('/');
    expect(() => render(<Tracker />)).not.toThrow();
  });
});
