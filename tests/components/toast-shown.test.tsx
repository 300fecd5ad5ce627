/**
 * The notifications' layer and library load with the page's first notification, not with every
 * page (issue 41: 4.9 KB after each load that most pages never use). Each test has a fresh module:
 * whether the page has shown a notification is the module's state.
 */
type ToastModule = typeof import('@/lib/toast');

let toasts: ToastModule;
beforeEach(() => {
  jest.isolateModules(() => {
    toasts = jest.requireActual<ToastModule>('@/lib/toast');
  });
});

it('waits for the first notification, then runs once', () => {
  const listener = jest.fn();
  toasts.whenToastShown(listener);
  expect(listener).not.toHaveBeenCalled();
  toasts.toast.error('first');
  expect(listener).toHaveBeenCalledTimes(1);
  toasts.toast.success('second');
  expect(listener).toHaveBeenCalledTimes(1);
});

it('runs a listener that comes after the first notification at once', () => {
  toasts.toast.success('shown');
  const listener = jest.fn();
  toasts.whenToastShown(listener);
  expect(listener).toHaveBeenCalledTimes(1);
});

it('runs nothing for a listener that stopped waiting', () => {
  const listener = jest.fn();
  const stop = toasts.whenToastShown(listener);
  stop();
  toasts.toast.error('shown');
  expect(listener).not.toHaveBeenCalled();
});
