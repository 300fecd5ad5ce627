/**
 * Code only a visitor's action can need loads once they interact, never for a visit that only
 * reads (issue 41: a guest's sign-in and sign-up dialogs were 15 KB loaded after every page).
 * Each test has a fresh module: whether the page has seen an interaction is the module's state.
 */
type WhenInteracted = typeof import('@/lib/dom/when-interacted').whenInteracted;

let whenInteracted: WhenInteracted;
beforeEach(() => {
  jest.useFakeTimers();
  jest.isolateModules(() => {
    ({ whenInteracted } = jest.requireActual<typeof import('@/lib/dom/when-interacted')>(
      '@/lib/dom/when-interacted',
    ));
  });
});
afterEach(() => jest.useRealTimers());

/** Lets the idle callback (or its timeout stand-in) run. */
const idle = () => jest.advanceTimersByTime(1_000);

it('waits for the visitor: a page that is only loaded and read runs nothing', () => {
  const run = jest.fn();
  whenInteracted(run);
  window.dispatchEvent(new Event('load'));
  window.dispatchEvent(new Event('scroll'));
  idle();
  expect(run).not.toHaveBeenCalled();
});

it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'])(
  'runs once when idle after the first %s, and not again for later ones',
  (type) => {
    const run = jest.fn();
    whenInteracted(run);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    idle();
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event(type));
    idle();
    expect(run).toHaveBeenCalledTimes(1);
  },
);

it('runs at once (when idle) for a caller that comes after the visitor interacted', () => {
  whenInteracted(() => {});
  window.dispatchEvent(new Event('keydown'));
  idle();
  const later = jest.fn();
  whenInteracted(later);
  idle();
  expect(later).toHaveBeenCalledTimes(1);
});

it('runs nothing once cancelled, before or after the interaction', () => {
  const before = jest.fn();
  whenInteracted(before)();
  window.dispatchEvent(new Event('pointermove'));
  idle();
  expect(before).not.toHaveBeenCalled();

  const after = jest.fn();
  const cancel = whenInteracted(after);
  window.dispatchEvent(new Event('pointermove'));
  cancel();
  idle();
  expect(after).not.toHaveBeenCalled();
});
