import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from '@/components/ui/tooltip';

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows after 200 ms, 5 px from its trigger, and is removed 150 ms after hiding', () => {
    render(
      <Tooltip content="18+ only" theme="regdep-tooltip">
        <button type="button">age</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button');

    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('18+ only');
    expect(tooltip).toHaveStyle({ marginBottom: '5px' });
    expect(tooltip.className).toContain('regdep-tooltip');

    fireEvent.mouseLeave(trigger);
    act(() => jest.advanceTimersByTime(149));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus too, and never when left before the delay', () => {
    render(
      <Tooltip content="hint">
        <button type="button">x</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button');
    fireEvent.focus(trigger);
    fireEvent.blur(trigger);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.focus(trigger);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip')).toHaveTextContent('hint');
  });
});
