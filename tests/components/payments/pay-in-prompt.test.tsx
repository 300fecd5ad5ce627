import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PayInPrompt } from '@/components/payments/pay-in-prompt';
import { modalAtom } from '@/lib/atoms/modal';
import { PAY_IN_PROMPT_DELAY_MS } from '@/lib/constants/payments';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import type { User } from '@/lib/schemas/profile';
import { server } from '../../msw/server';
import { API, profileFixture, renderWithSession, resetSession } from '../../support/session';

function Controls() {
  const { login, logout } = useSession();
  return (
    <>
      <PayInPrompt />
      <button onClick={() => void login('new-token')}>in</button>
      <button onClick={() => void logout()}>out</button>
    </>
  );
}

function profileApi(user: Partial<User>, features: string[] = []) {
  server.use(
    http.get(`${API}/profile/user`, () => HttpResponse.json({ ...profileFixture(user), features })),
    http.put(`${API}/auth/logout`, () => HttpResponse.json({ success: true })),
  );
}

async function logIn() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const rendered = renderWithSession(<Controls />);
  await user.click(screen.getByRole('button', { name: 'in' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  return { ...rendered, user };
}

async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  resetSession();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('post-login deposit prompt (spec §4)', () => {
  it('opens PayIn 17 s after a login when the balance is 0', async () => {
    profileApi({ balance: 0, bonus_balance: 0, total_balance: 0 });
    const { store } = await logIn();
    await advance(PAY_IN_PROMPT_DELAY_MS - 100);
    expect(store.get(modalAtom)).toBeNull();
    await advance(100);
    expect(store.get(modalAtom)).toBe('PayIn');
  });

  it('does not open for a player whose flags turn it off (no_deposit_prompt)', async () => {
    profileApi({ balance: 0, bonus_balance: 0, total_balance: 0 }, ['no_deposit_prompt']);
    const { store } = await logIn();
    await advance(PAY_IN_PROMPT_DELAY_MS * 2);
    expect(store.get(modalAtom)).toBeNull();
  });

  it('does not open when the player has money', async () => {
    profileApi({ balance: 0, bonus_balance: 5, total_balance: 5 });
    const { store } = await logIn();
    await advance(PAY_IN_PROMPT_DELAY_MS * 2);
    expect(store.get(modalAtom)).toBeNull();
  });

  it('does not cover another modal open at that moment', async () => {
    profileApi({ total_balance: 0, balance: 0, bonus_balance: 0 });
    const { store } = await logIn();
    act(() => store.set(modalAtom, 'Verification'));
    await advance(PAY_IN_PROMPT_DELAY_MS);
    expect(store.get(modalAtom)).toBe('Verification');
    // Closed afterwards, it stays closed: the prompt is once per login.
    act(() => store.set(modalAtom, null));
    await advance(PAY_IN_PROMPT_DELAY_MS);
    expect(store.get(modalAtom)).toBeNull();
  });

  it('is cancelled by a logout', async () => {
    profileApi({ total_balance: 0, balance: 0, bonus_balance: 0 });
    const { store, user } = await logIn();
    await advance(PAY_IN_PROMPT_DELAY_MS / 2);
    await user.click(screen.getByRole('button', { name: 'out' }));
    await advance(PAY_IN_PROMPT_DELAY_MS);
    expect(store.get(modalAtom)).toBeNull();
  });

  it('does nothing without a login in this page', async () => {
    document.cookie = 'bearerToken=t1; path=/';
    profileApi({ total_balance: 0, balance: 0, bonus_balance: 0 });
    const { store } = renderWithSession(<PayInPrompt />);
    await advance(PAY_IN_PROMPT_DELAY_MS * 2);
    expect(store.get(modalAtom)).toBeNull();
  });
});
