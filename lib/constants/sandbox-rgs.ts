/**
 * The sandbox game provider's knobs (issue 17): its demo money, and the faults a development
 * launch may inject (`?fault=` on a launch), each a way real providers misbehave.
 */

/** Demo play's pretend balance at launch, minor units (1,000.00). */
export const SANDBOX_RGS_DEMO_BALANCE = 100_000;

export const SANDBOX_RGS_PROTOCOLS = ['hub88', 'gis'] as const;
export type SandboxRgsProtocolName = (typeof SANDBOX_RGS_PROTOCOLS)[number];

export const SANDBOX_RGS_FAULTS = [
  /** Every wallet call is sent twice. */
  'duplicate',
  /** The rollback of a bet arrives before the bet (which is then refused). */
  'rollback-before-bet',
  /** The bet "times out": the provider rolls it back and the round is void. */
  'rollback-after-timeout',
  /** The round is rolled back, then its win is sent anyway (refused). */
  'win-after-rollback',
  /** The bet is made with the launch's previous, superseded token. */
  'superseded-token',
  /** Each call waits 3.5 s first (over GIS's 3 s timeout). */
  'slow-callback',
  /** The signature is of other bytes. */
  'corrupted-signature',
  /** The bet is taken, then the provider goes silent: no win ever arrives. */
  'provider-stops',
] as const;
export type SandboxRgsFault = (typeof SANDBOX_RGS_FAULTS)[number];
