import { act, render, screen } from '@testing-library/react';
import { WhenNear } from '@/components/ui/when-near';

/**
 * A part far down a page loads when the reader comes near it, or at once when the address asks
 * for it (issue 41: `/fair` loaded all three verifiers, 48 KB, with the page).
 */
type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver that records what it watches and lets the test report entries. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: Callback,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
beforeEach(() => {
  FakeObserver.last = null;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
});

const part = (eager?: boolean) => (
  <WhenNear eager={eager} placeholder={<p>waiting</p>}>
    <p>the verifier</p>
  </WhenNear>
);

it('shows the placeholder until its place comes within a screen of the viewport', () => {
  render(part());
  expect(screen.getByText('waiting')).toBeInTheDocument();
  expect(screen.queryByText('the verifier')).toBeNull();
  const observer = FakeObserver.last!;
  expect(observer.options.rootMargin).toBe('100% 0px');
  expect(observer.observed).toHaveLength(1);
  act(() => observer.report([{ isIntersecting: false }]));
  expect(screen.queryByText('the verifier')).toBeNull();
  act(() => observer.report([{ isIntersecting: true }]));
  expect(screen.getByText('the verifier')).toBeInTheDocument();
  expect(screen.queryByText('waiting')).toBeNull();
  expect(observer.disconnected).toBe(true);
});

it('renders at once, watching nothing, when the address asks for the part', () => {
  render(part(true));
  expect(screen.getByText('the verifier')).toBeInTheDocument();
  expect(FakeObserver.last).toBeNull();
});

it('stops watching when the page leaves before the reader came near', () => {
  const { unmount } = render(part());
  unmount();
  expect(FakeObserver.last!.disconnected).toBe(true);
});

it('renders at once where the browser has no IntersectionObserver', () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(part());
  expect(screen.getByText('the verifier')).toBeInTheDocument();
});
