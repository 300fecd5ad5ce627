import type { NextRequest, NextResponse } from 'next/server';

/**
 * One step of the pre-render pipeline. It answers (redirect, rewrite) to end the pipeline, or
 * returns nothing to let the next step run.
 */
export type EdgeStep = (
  request: NextRequest,
) => NextResponse | undefined | Promise<NextResponse | undefined>;

/** Runs the steps in order and returns the first answer, if any. */
export async function runSteps(
  steps: readonly EdgeStep[],
  request: NextRequest,
): Promise<NextResponse | undefined> {
  for (const step of steps) {
    const response = await step(request);
    if (response) return response;
  }
  return undefined;
}
