/**
 * Failures shown inside the open modal dialog (issue 42). While a modal <dialog> is open the rest
 * of the page is inert, so a toast beside it is never read out: the dialog shows the failure in
 * an alert of its own instead and moves the focus to the field it marks invalid.
 */

/**
 * One failure: `lines`, shown in the alert, are those no field of the form shows; `onFields`,
 * what the fields show under their inputs, are in the alert for screen readers only (a field
 * that already has the focus is not read again). `key` tells repeats apart.
 */
export type DialogFailure = { lines: readonly string[]; onFields: readonly string[]; key: number };

type Show = (failure: DialogFailure | null) => void;

/** The open dialogs' `Show`, in the order they opened: the last one is on top. */
const open: Show[] = [];
let shown = 0;

/** Called by a dialog while it is open; answers the function that forgets it. */
export function holdDialogFailures(show: Show): () => void {
  open.push(show);
  return () => {
    const index = open.lastIndexOf(show);
    if (index !== -1) open.splice(index, 1);
  };
}

/** Shows a failure in the dialog on top; false when no dialog is open (then a toast says it). */
export function showInDialog(failure: Omit<DialogFailure, 'key'>): boolean {
  const show = open.at(-1);
  if (!show) return false;
  shown += 1;
  show({ ...failure, key: shown });
  return true;
}

/** Takes the last failure away from the dialog on top, as a new attempt starts. */
export function clearDialogFailure() {
  open.at(-1)?.(null);
}
