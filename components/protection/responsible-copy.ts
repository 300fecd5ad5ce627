import type { ReactNode } from 'react';

/** What the Responsible gaming page renders on the server for each of its sections. */
export type ResponsibleCopy = {
  limits: ReactNode;
  reality: ReactNode;
  timeout: ReactNode;
  exclusion: ReactNode;
  close: ReactNode;
  money: ReactNode;
};
