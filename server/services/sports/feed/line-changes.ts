/**
 * What applying a feed message changed on the line, for the stream to publish after the commit
 * (never inside the transaction): the markets whose status, odds or version changed, those that
 * left the line, and whether the event's own status, score or clock changed.
 */
export type LineChanges = {
  eventId: string;
  /** Keys (`marketKey()`) of markets changed and still shown (active, suspended, handed over). */
  changed: string[];
  /** Keys of markets that left the line (deactivated, settled, cancelled). */
  removed: string[];
  eventChanged: boolean;
};
