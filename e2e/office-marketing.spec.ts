import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstAdmin, nav, operator, signInAndEnrol } from './office-staff';

/**
 * Issue 36's "create a promo code": an admin signs in, opens Marketing, creates a promo code
 * through the form (a template of this run's own gives its bonus), finds it in the list by its
 * first letters, opens its form, and a second code with the same letters is refused on the
 * code's field. Screenshot at 1440 px.
 */

const text = (en: string) => ({ ru: en, en, kz: en });

/** A no-deposit bonus template for this run, made through the operator's API. */
async function bonusTemplate(request: APIRequestContext) {
  const code = `e2e-mkt-${randomBytes(4).toString('hex')}`;
  const created = await request.post('/api/operator/bonuses/templates', {
    headers: operator,
    data: {
      code,
      kind: 'no_deposit',
      name: text(`E2E bonus ${code}`),
      terms: text('Wager it twenty times.'),
      currencies: {
        RUB: {
          min_deposit: 0,
          max_bonus: 0,
          fixed_amount: 500,
          max_bet: 100,
          max_conversion: 5000,
        },
      },
      wagering_multiplier: 20,
      wagering_base: 'bonus',
      contributions: {
        slots: 100,
        live_casino: 10,
        table: 10,
        in_house_reference_edge: 4,
        sports: 50,
        sports_min_odds: 1.5,
        excluded_games: [],
      },
      validity_days: 3,
    },
  });
  expect(created.status()).toBe(201);
  return code;
}

test('an admin creates a promo code through the form, sees it listed, and a taken code is refused', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const template = await bonusTemplate(request);
  const code = `E2E${randomBytes(4).toString('hex').toUpperCase()}`;

  const admin = await firstAdmin(request);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAndEnrol(page, admin);

  // Marketing opens on its promo codes.
  await nav(page).getByRole('link', { name: 'Marketing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Marketing' });
  await expect(tabs.getByRole('link', { name: 'Promo codes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: 'New promo code' }).click();

  // The form: code (typed in lower case; saved in capitals), bonus, limits and window.
  const form = page.getByRole('form', { name: 'New promo code' });
  await expect(form).toBeVisible();
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Name for staff').fill(`E2E promo ${code}`);
  await form.getByLabel('Bonus template').selectOption(template);
  await form.getByLabel('Uses in all').fill('50');
  await form.getByRole('checkbox', { name: 'New players only' }).check();
  await form
    .getByRole('group', { name: 'Currencies' })
    .getByRole('checkbox', { name: 'RUB' })
    .check();
  await form.getByLabel('Valid until').fill('2030-01-31T18:00');
  await form.getByRole('button', { name: 'Create the promo code' }).click();

  // Back on the list, which says so; a page holds 50 codes by code, so it is found by its first
  // letters (typed in lower case), and the search stays in the address.
  await expect(page).toHaveURL(/\/en\/office\/marketing$/);
  await expect(page.getByRole('status').filter({ hasText: 'is created' })).toHaveText(
    `Promo code ${code} is created.`,
  );
  const search = page.getByRole('search', { name: 'Search promo codes' });
  await search.getByLabel('Code starts with').fill(code.slice(0, 7).toLowerCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/office/marketing\\?q=${code.slice(0, 7)}$`));
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toBeVisible();
  await expect(row).toContainText(template);
  await expect(row).toContainText('0 of 50');
  await expect(row).toContainText('New players · RUB');
  await page.screenshot({
    path: testInfo.outputPath('office-marketing-1440.png'),
    fullPage: true,
  });

  // Its form reads the one code, wherever it sits in the list.
  await row.getByRole('link', { name: `Edit ${code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/office/marketing/promo-codes/edit/${code}$`));
  const edit = page.getByRole('form', { name: `Promo code ${code}` });
  await expect(edit.getByLabel('Code', { exact: true })).toHaveValue(code);
  await expect(edit.getByLabel('Uses in all')).toHaveValue('50');
  await page.getByRole('link', { name: '← Promo codes' }).click();
  await expect(page).toHaveURL(/\/en\/office\/marketing$/);

  // The same code again: refused on its field, nothing else lost.
  await page.getByRole('link', { name: 'New promo code' }).click();
  await expect(form).toBeVisible();
  const again = form.getByLabel('Code', { exact: true });
  await again.fill(code);
  await form.getByLabel('Name for staff').fill('Duplicate');
  await form.getByLabel('Bonus template').selectOption(template);
  await form.getByRole('button', { name: 'Create the promo code' }).click();
  await expect(again).toHaveAttribute('aria-invalid', 'true');
  await expect(again).toHaveAccessibleDescription(/A promo code with this code already exists\./);
  await expect(form.getByRole('alert')).toHaveText('Check the highlighted fields.');
  await expect(form.getByLabel('Name for staff')).toHaveValue('Duplicate');
  await expect(page).toHaveURL(/\/en\/office\/marketing\/promo-codes\/new$/);

  // The API holds one code, as the form sent it.
  const listed = await request.get(`/api/operator/bonuses/promo-codes?q=${code}`, {
    headers: operator,
  });
  const promos = (await listed.json()).data as { code: string }[];
  expect(promos.filter((promo) => promo.code === code)).toEqual([
    expect.objectContaining({ name: `E2E promo ${code}`, max_uses: 50, template }),
  ]);
});
