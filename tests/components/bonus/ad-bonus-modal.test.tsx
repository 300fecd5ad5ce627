import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdBonusTrigger } from '@/components/bonus/ad-bonus-trigger';
import { ModalHost } from '@/components/modals/modal-host';
import { server } from '../../msw/server';
import { loadAllModals } from '../../support/modals';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

beforeAll(loadAllModals);
beforeEach(resetSession);

function adCookies() {
  document.cookie = 'adBonusType=deposit_percent; path=/';
  document.cookie = 'adBonusValue=150; path=/';
  document.cookie = 'adBonusModal=welcome; path=/';
}

const renderSite = () =>
  renderWithSession(
    <>
      <AdBonusTrigger />
      <ModalHost />
    </>,
  );

describe('the ad-bonus modal', () => {
  it('announces the advertised bonus to a guest once, and leads to Register', async () => {
    adCookies();
    const user = userEvent.setup();
    const { unmount } = renderSite();
    const dialog = await screen.findByRole('dialog', { name: 'Your bonus is waiting' });
    expect(dialog).toHaveTextContent('+150% on your first deposit');
    expect(document.cookie).not.toContain('adBonusModal');
    expect(document.cookie).toContain('adBonusType=deposit_percent');

    await user.click(within(dialog).getByRole('button', { name: 'Sign up and get the bonus' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    unmount();

    renderSite();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says an unknown kind of bonus plainly', async () => {
    document.cookie = 'adBonusType=mystery; path=/';
    document.cookie = 'adBonusValue=gift; path=/';
    document.cookie = 'adBonusModal=1; path=/';
    renderSite();
    expect(await screen.findByRole('dialog', { name: 'Your bonus is waiting' })).toHaveTextContent(
      'A bonus from our partner: gift',
    );
  });

  it('is not shown to a signed-in player, nor without the modal cookie', async () => {
    signIn();
    server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
    adCookies();
    const { unmount } = renderSite();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain('adBonusModal=welcome');
    unmount();

    resetSession();
    document.cookie = 'adBonusType=deposit_percent; path=/';
    document.cookie = 'adBonusValue=150; path=/';
    renderSite();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
