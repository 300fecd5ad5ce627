import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositedPlayer, logIn, newIp } from './players';

/**
 * Verification (issue 35), as the "done when" of the issue plays it: a player's deposits pass the
 * threshold (EUR 300 on the e2e server, playwright.config.ts), the payout is refused with a way
 * to verify, the player sends a document and a selfie through the sandbox provider framed in the
 * Verification window, its reviewer asks to resubmit with a comment, the player sends again, the
 * reviewer approves, the signed webhook makes the status success and the payout goes through.
 */

/** A 1×1 PNG: the sandbox checks a file's first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function sendDocuments(frame: FrameLocator, lastName: string | null) {
  if (lastName) {
    await frame.getByLabel('First name').fill('Ivan');
    await frame.getByLabel('Last name').fill(lastName);
    await frame.getByLabel('Date of birth').fill('1990-05-17');
    await frame.getByLabel('Country of the document').selectOption('RUS');
  }
  for (const [document, name] of [
    ['Identity document', 'passport.png'],
    ['Selfie', 'selfie.png'],
  ] as const) {
    const slot = frame.getByRole('group', { name: document });
    await slot
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    // Uploaded (not only chosen): the slot says what the provider has.
    await expect(slot.getByText('Sent:')).toBeVisible({ timeout: 15_000 });
  }
  await frame.getByRole('button', { name: 'Submit for review' }).click();
}

async function review(reviewer: Page, lastName: string, decision: 'Approve' | 'Reject — resubmit') {
  await reviewer.reload();
  // The queue keeps earlier runs' applicants (a local e2e database): this run's has its own name.
  const applicant = reviewer.getByRole('article').filter({ hasText: `Ivan ${lastName}` });
  await expect(applicant).toBeVisible();
  await applicant.getByRole('radio', { name: new RegExp(`^${decision}`) }).check();
  if (decision !== 'Approve') {
    await applicant
      .getByRole('checkbox', { name: /UNSATISFACTORY_PHOTOS|hard to read/ })
      .first()
      .check();
    await applicant
      .getByLabel('Comment for the player')
      .fill('The photo is blurred: take it again in daylight.');
    await applicant.getByRole('button', { name: 'Reject and ask to resubmit' }).click();
  } else {
    await applicant.getByRole('button', { name: 'Approve', exact: true }).click();
  }
  await expect(reviewer.getByText(/approved\.|asked to resubmit\./)).toBeVisible();
}

test('deposits past the threshold ask for verification; the payout waits for it and then goes through', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const ip = newIp();
  const { email } = await depositedPlayer(request, ip, 'kyc', { amount: 35_000 });
  const lastName = `Petrov-${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en');
  await logIn(page, email);

  // The payout before verification: refused, with the way to verify.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const payIn = page.getByRole('dialog', { name: 'Deposit' });
  await payIn.getByRole('radio', { name: 'Withdraw' }).click();
  await payIn.getByRole('radio', { name: /Bank card/ }).check();
  await payIn.getByLabel('Amount', { exact: true }).fill('1000');
  await payIn.getByLabel('Card number').fill('4111 1111 1111 1111');
  await payIn.getByRole('button', { name: 'Request a payout' }).click();
  await expect(
    payIn.getByText('Payouts need your identity verified first.', { exact: false }),
  ).toBeVisible();
  await payIn.getByRole('button', { name: 'Verify', exact: false }).first().click();

  const verification = page.getByRole('dialog', { name: 'Identity verification' });
  await expect(verification.getByText(/deposits have reached the amount/)).toBeVisible();
  await verification.getByRole('button', { name: 'Start verification' }).click();
  const sdk = verification.frameLocator('iframe[title^="Identity verification by"]');
  await sendDocuments(sdk, lastName);
  await expect(verification.getByText('Your documents are under review').first()).toBeVisible({
    timeout: 15_000,
  });

  // The provider's reviewer, in its own window: asks to resubmit, with a comment.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await reviewer.goto('/en/kyc/sandbox/review');
  await review(reviewer, lastName, 'Reject — resubmit');

  await expect(verification.getByText('Please send your documents again').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    verification.getByText('The photo is blurred: take it again in daylight.'),
  ).toBeVisible();
  await verification.getByRole('button', { name: 'Send documents again' }).click();
  await sendDocuments(verification.frameLocator('iframe[title^="Identity verification by"]'), null);

  await review(reviewer, lastName, 'Approve');
  await expect(verification.getByText('You are verified').first()).toBeVisible({ timeout: 15_000 });
  await reviewerContext.close();
  await verification.getByRole('button', { name: 'Close' }).first().click();

  // The payout now goes through.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await payIn.getByRole('radio', { name: 'Withdraw' }).click();
  await payIn.getByRole('radio', { name: /Bank card/ }).check();
  await payIn.getByLabel('Amount', { exact: true }).fill('1000');
  await payIn.getByLabel('Card number').fill('4111 1111 1111 1111');
  await payIn.getByRole('button', { name: 'Request a payout' }).click();
  await expect(payIn.getByText(/Payout of .*1,000.* requested/)).toBeVisible();
});
