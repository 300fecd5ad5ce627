'use client';

import type { ComponentProps, MouseEvent } from 'react';

type ActionButtonProps = Omit<ComponentProps<'button'>, 'disabled'> & {
  /** Whether a press does nothing now: a bet under way, or one that cannot be made yet. */
  unavailable?: boolean;
};

/**
 * A button that is unavailable for a while (roll, spin, place bet). It says so with
 * aria-disabled and ignores presses rather than turning `disabled`: Chromium moves the focus of a
 * button that turns disabled to the page's body, so a player betting by keyboard would lose
 * their place after every bet (issue 42).
 */
export function ActionButton({
  unavailable = false,
  onClick,
  type = 'button',
  ...props
}: ActionButtonProps) {
  function press(event: MouseEvent<HTMLButtonElement>) {
    // Stops a submit button's form too, as `disabled` would.
    if (unavailable) event.preventDefault();
    else onClick?.(event);
  }
  return <button {...props} type={type} aria-disabled={unavailable || undefined} onClick={press} />;
}
