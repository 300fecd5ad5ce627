'use client';

import { ActionButton } from '@/components/ui/action-button';

/**
 * The one action button of a multi-step game (hilo, miner): while a round is open it cashes
 * out (once something is won), otherwise it starts a round, or a new one after the last ended.
 * One element throughout, never `disabled`, so the keyboard's focus stays on it from round to
 * round (ActionButton).
 */
export function RoundButton(props: {
  open: boolean;
  pending: boolean;
  /** Open round: whether there is a win to cash out; `cashOutLabel` names it. */
  canCashOut: boolean;
  cashOutLabel: string;
  waitLabel: string;
  onCashOut: () => void;
  /** No round: whether a round can start (a valid bet, nothing loading). */
  canStart: boolean;
  startLabel: string;
  onStart: () => void;
}) {
  return props.open ? (
    <ActionButton
      className="btn btn-primary btn-block"
      unavailable={props.pending || !props.canCashOut}
      onClick={props.onCashOut}
    >
      {props.canCashOut ? props.cashOutLabel : props.waitLabel}
    </ActionButton>
  ) : (
    <ActionButton
      className="btn btn-primary btn-block"
      unavailable={props.pending || !props.canStart}
      onClick={props.onStart}
    >
      {props.startLabel}
    </ActionButton>
  );
}
