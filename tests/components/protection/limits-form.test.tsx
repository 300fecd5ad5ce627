import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LimitsEditor } from '@/components/protection/limits-editor';
import { ProtectionLoaded } from '@/components/protection/protection-loaded';
import type { ProtectionAnswer } from '@/lib/schemas/protection';
import { server } from '../../msw/server';
import { API, renderWithSession, resetSession, signIn } from '../../support/session';
import { depositLimit, protectionFixture } from './fixtures';

/** Money as the page writes it, spaces as the DOM matchers see them. */
const rub = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'RUB',
    trailingZeroDisplay: 'stripIfInteger',
  })
    .format(amount)
    .replace(/\s/g, ' ');

/** A button of the daily deposit limit's row, by its visible words. */
const daily = (words: string) => `${words} (Deposit limit, Per 24 hours)`;

/** Serves `GET /protection` and records the limit calls, answering each with `answer`. */
function protectionApi(initial: ProtectionAnswer, answer: (body: unknown) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    http.get(`${API}/protection`, () => HttpResponse.json(initial)),
    ...['limits', 'limits/confirm', 'limits/cancel'].flatMap((path) =>
      ['put', 'post'].map((method) =>
        http[method as 'put' | 'post'](`${API}/protection/${path}`, async ({ request }) => {
          const body = await request.json();
          calls.push({ path, body });
          return answer(body);
        }),
      ),
    ),
  );
  return calls;
}

function renderLimits() {
  signIn();
  return renderWithSession(
    <ProtectionLoaded>
      <LimitsEditor />
    </ProtectionLoaded>,
  );
}

/** The daily row of the deposit limits. */
async function dailyDeposit() {
  const group = await screen.findByRole('group', { name: 'Deposit limit' });
  return { group, input: within(group).getByLabelText('Per 24 hours') };
}

describe('the limits form (/profile/responsible)', () => {
  beforeEach(resetSession);

  it('shows the limit in force with its use, and a lower limit applies at once', async () => {
    const events = userEvent.setup();
    const calls = protectionApi(protectionFixture({ limits: [depositLimit(1000, 200)] }), () =>
      HttpResponse.json(protectionFixture({ limits: [depositLimit(500, 200)] })),
    );
    renderLimits();
    const { group, input } = await dailyDeposit();
    expect(within(group).getByText(`Limit: ${rub(1000)}`)).toBeInTheDocument();
    expect(within(group).getByText(`Used ${rub(200)}, ${rub(800)} left`)).toBeInTheDocument();
    expect(within(group).getByRole('progressbar', { name: 'Per 24 hours: used' })).toHaveAttribute(
      'aria-valuenow',
      '200',
    );
    expect(input).toHaveAttribute('inputmode', 'decimal');

    await events.type(input, '500');
    await events.click(within(group).getByRole('button', { name: daily('Change') }));

    await screen.findByText('The limit applies now');
    expect(calls).toEqual([
      { path: 'limits', body: { kind: 'deposit', period: 'day', amount: '500' } },
    ]);
    expect(within(group).getByText(`Limit: ${rub(500)}`)).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('shows a raise as waiting with a countdown, and Confirm works once its time has come', async () => {
    const events = userEvent.setup();
    const from = new Date(Date.now() + 2_000).toISOString();
    const raised = depositLimit(1000, 200, { amount: 2000, from, ready: false });
    const calls = protectionApi(protectionFixture({ limits: [depositLimit(1000, 200)] }), (body) =>
      HttpResponse.json(
        protectionFixture({
          limits: [(body as { amount?: unknown }).amount ? raised : depositLimit(2000, 200)],
        }),
      ),
    );
    renderLimits();
    const { group, input } = await dailyDeposit();

    await events.type(input, '2 000');
    await events.click(within(group).getByRole('button', { name: daily('Change') }));

    await screen.findByText('The change waits 24 hours; then confirm it here');
    expect(calls[0]).toEqual({
      path: 'limits',
      body: { kind: 'deposit', period: 'day', amount: '2000' },
    });
    // The limit in force stays until the raise is confirmed.
    expect(within(group).getByText(`Limit: ${rub(1000)}`)).toBeInTheDocument();
    expect(within(group).getByText(`Raise to ${rub(2000)} waiting.`)).toBeInTheDocument();
    expect(within(group).getByText(/^0:00:0[12]$/)).toBeInTheDocument();
    const confirm = within(group).getByRole('button', { name: daily('Confirm') });
    expect(confirm).toBeDisabled();

    expect(
      await within(group).findByText('You can confirm it now.', {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    await events.click(confirm);

    await screen.findByText('The change applies now');
    expect(calls[1]).toEqual({ path: 'limits/confirm', body: { kind: 'deposit', period: 'day' } });
    await waitFor(() => expect(within(group).getByText(`Limit: ${rub(2000)}`)).toBeInTheDocument());
    expect(within(group).queryByRole('button', { name: daily('Confirm') })).not.toBeInTheDocument();
  });

  it('shows a refused amount on its field, described by the message', async () => {
    const events = userEvent.setup();
    protectionApi(protectionFixture(), () =>
      HttpResponse.json(
        { errors: { amount: ['invalid_amount: The amount has more than two decimals'] } },
        { status: 422 },
      ),
    );
    renderLimits();
    const { group, input } = await dailyDeposit();

    // Not an amount: said on the field without asking the API.
    await events.type(input, 'ten');
    await events.click(within(group).getByRole('button', { name: daily('Set') }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter an amount with at most two decimals/);

    await events.clear(input);
    await events.type(input, '10.5');
    await events.click(within(group).getByRole('button', { name: daily('Set') }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(/Enter an amount with at most two decimals/);
  });
});
