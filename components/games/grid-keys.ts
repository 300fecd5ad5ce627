import type { KeyboardEvent } from 'react';

/**
 * Arrow keys, Home and End move the focus between the buttons of a grid laid out `columns` wide
 * (keno numbers, miner cells); Enter and Space press the focused one, as buttons do.
 */
export function gridKeyDown(columns: number) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const targets: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index - columns,
      ArrowDown: index + columns,
      Home: 0,
      End: buttons.length - 1,
    };
    const next = buttons[targets[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
}
