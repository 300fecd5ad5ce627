'use client';

import { ActivityTable } from './activity-table';
import { BreakStatus } from './break-status';
import { CloseAccountForm } from './close-account-form';
import { LimitsEditor } from './limits-editor';
import { LimitsReview } from './limits-review';
import { NetDeposits } from './net-deposits';
import { ProtectionLoaded } from './protection-loaded';
import { RealityCheckForm } from './reality-check-form';
import type { ResponsibleCopy } from './responsible-copy';
import { SelfExclusionForm, TimeoutForm } from './take-break';
import styles from './protection.module.css';

/**
 * Responsible gaming, in the order a player needs it: a break in force, the limits (with the
 * review when it is due), reality checks, a break, closure, then what they paid in and played.
 */
export function ResponsibleBody({
  limits,
  reality,
  timeout,
  exclusion,
  close,
  money,
}: ResponsibleCopy) {
  return (
    <ProtectionLoaded>
      <div className={styles.page}>
        <BreakStatus />
        <section id="limits" aria-labelledby="responsible-limits">
          {limits}
          <LimitsReview />
          <LimitsEditor />
        </section>
        <section aria-labelledby="responsible-reality">
          {reality}
          <RealityCheckForm />
        </section>
        <section aria-labelledby="responsible-break">
          {timeout}
          <TimeoutForm />
          {exclusion}
          <SelfExclusionForm />
        </section>
        <section aria-labelledby="responsible-close">
          {close}
          <CloseAccountForm />
        </section>
        <section aria-labelledby="responsible-money">
          {money}
          <NetDeposits />
          <ActivityTable />
        </section>
      </div>
    </ProtectionLoaded>
  );
}
