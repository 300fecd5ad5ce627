import { act, render, screen } from '@testing-library/react';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** A stand-in for the browser's ResizeObserver: the test says when sizes changed. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: Element[] = [];
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  resized() {
    this.callback();
  }
}

/** Gives the region the sizes a browser would measure. */
function sizeOf(element: HTMLElement, content: number, room: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: content });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: room });
}

function renderRegion() {
  render(
    <>
      <h2 id="recent">Recent bets</h2>
      <ScrollRegion labelledBy="recent">
        <table>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    </>,
  );
  return screen.getByRole('region', { name: 'Recent bets' });
}

describe('ScrollRegion', () => {
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(300);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
    jest.restoreAllMocks();
  });

  it('is no tab stop while its content fits, and one once the content outgrows it', () => {
    const region = renderRegion();
    expect(region).not.toHaveAttribute('tabindex');
    // The table inside is watched too: rows arriving make it wider than the region.
    expect(FakeResizeObserver.last!.observed).toEqual([region, region.firstElementChild]);
    sizeOf(region, 900, 390);
    act(() => FakeResizeObserver.last!.resized());
    expect(region).toHaveAttribute('tabindex', '0');
    sizeOf(region, 390, 390);
    act(() => FakeResizeObserver.last!.resized());
    expect(region).not.toHaveAttribute('tabindex');
  });

  it('stays a tab stop where nothing can measure it', () => {
    globalThis.ResizeObserver = undefined as unknown as typeof ResizeObserver;
    expect(renderRegion()).toHaveAttribute('tabindex', '0');
  });
});
