import { isDeepStrictEqual } from 'node:util';
import type { Driver, Outcome, Refusal } from './types';

/**
 * The scenarios' assertions: plain throws, so the same scenarios run under jest and in the CLI.
 */

export class ConformanceFailure extends Error {
  override name = 'ConformanceFailure';
}

export function equal<T>(actual: T, expected: T, what: string) {
  if (!isDeepStrictEqual(actual, expected)) {
    throw new ConformanceFailure(
      `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
  }
}

export function accepted(outcome: Outcome, what: string): number {
  if (!outcome.ok) {
    throw new ConformanceFailure(`${what}: refused with ${outcome.status} (${raw(outcome)})`);
  }
  if (outcome.balance === null) throw new ConformanceFailure(`${what}: no balance in the answer`);
  return outcome.balance;
}

export function refused(driver: Driver, outcome: Outcome, refusal: Refusal, what: string) {
  const expected = driver.statusFor(refusal);
  if (outcome.ok || outcome.status !== expected) {
    throw new ConformanceFailure(
      `${what}: expected ${expected}, got ${outcome.status} (${raw(outcome)})`,
    );
  }
}

const raw = (outcome: Outcome) => JSON.stringify(outcome.raw).slice(0, 300);
