import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProtectionWatchers } from '@/components/protection/protection-layer';
import { browserApi } from '@/lib/api/browser';
import { successAnswerSchema } from '@/lib/schemas/common';
import { server } from '../../msw/server';
import { API, renderWithSession, resetSession, signIn } from '../../support/session';
import { protectionFixture } from './fixtures';

/** The session's figures; due a second ago unless `dueAt` says otherwise. */
function summary(dueAt = new Date(Date.now() - 1_000).toISOString()) {
  return {
    session_started_at: new Date(Date.now() - 3_900_000).toISOString(),
    elapsed_s: 3_900,
    staked: 1_500,
    returned: 1_200,
    net: -300,
    currency: 'RUB',
    due_at: dueAt,
  };
}

/** A player whose reality check falls due in `inMs`; records the answers. */
function realityApi(inMs: number) {
  const answers: number[] = [];
  const due = new Date(Date.now() + inMs).toISOString();
  server.use(
    http.get(`${API}/protection`, () =>
      HttpResponse.json(
        protectionFixture({
          reality_check: {
            minutes: 60,
            due_at: answers.length > 0 ? new Date(Date.now() + 3_600_000).toISOString() : due,
            session_started_at: new Date().toISOString(),
          },
        }),
      ),
    ),
    http.get(`${API}/protection/reality-check`, () => HttpResponse.json(summary())),
    http.post(`${API}/protection/reality-check/answer`, () => {
      answers.push(Date.now());
      return HttpResponse.json(summary(new Date(Date.now() + 3_600_000).toISOString()));
    }),
  );
  return answers;
}

describe('the reality check', () => {
  beforeEach(() => {
    resetSession();
    signIn();
  });

  it('opens when it falls due, cannot be dismissed with Escape, and Continue answers it', async () => {
    const events = userEvent.setup();
    const answers = realityApi(1_000);
    renderWithSession(<ProtectionWatchers />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 4_000 });
    expect(dialog).toHaveAccessibleDescription('You have been playing for 1 h 5 min.');
    expect(dialog).toHaveTextContent('Staked');
    expect(dialog).toHaveTextContent('Net result');
    expect(screen.getByRole('button', { name: 'Continue playing' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(answers).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answers).toHaveLength(1);
  });

  it('opens at once when a stake is refused for it (409 reality_check_due)', async () => {
    realityApi(3_600_000);
    server.use(
      http.post(`${API}/games/dice/bet`, () =>
        HttpResponse.json(
          { error: 'reality_check_due', message: 'Answer the reality check' },
          { status: 409 },
        ),
      ),
    );
    renderWithSession(<ProtectionWatchers />);
    await expect(
      browserApi().post('games/dice/bet', successAnswerSchema, { amount: 1 }),
    ).rejects.toMatchObject({ status: 409, code: 'reality_check_due' });

    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });
});
