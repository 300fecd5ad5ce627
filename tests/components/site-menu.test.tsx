import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ModalHost } from '@/components/modals/modal-host';
import { SiteMenu } from '@/components/layout/site-menu';
import { server } from '../msw/server';
import { navigation } from '../support/navigation-mock';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';
import { loadAllModals } from '../support/modals';

beforeAll(loadAllModals);

const GAMES = [
  { href: '/games/dice', label: 'Dice' },
  { href: '/fair', label: 'Provably fair' },
];

const SECTIONS = [
  'Home',
  'Slots',
  'Live casino',
  'Sports',
  'Tournaments',
  'Bonuses',
  'VIP club',
  'Top',
  'Welcome pack',
  'Help and FAQ',
];

function renderMenu() {
  return renderWithSession(
    <>
      <SiteMenu games={GAMES} />
      <ModalHost />
    </>,
  );
}

describe('SiteMenu: the menu of small screens', () => {
  beforeEach(resetSession);

  it('opens a labelled drawer with every section and the games, and says so on its button', async () => {
    const user = userEvent.setup();
    navigation.set('/vip-club');
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', drawer.id);
    const sections = within(drawer).getByRole('navigation', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SECTIONS);
    expect(within(sections).getByRole('link', { name: 'VIP club' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const games = within(drawer).getByRole('navigation', { name: 'Our games' });
    expect(
      within(games)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dice', 'Provably fair']);
    expect(within(drawer).getByRole('button', { name: 'EN, change language' })).toBeInTheDocument();
  });

  it('moves focus in, closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes an open language list first on Escape, the drawer on the next', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const language = screen.getByRole('button', { name: 'EN, change language' });
    await user.click(language);
    expect(language).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(language).toHaveAttribute('aria-expanded', 'false');
    expect(language).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Top' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('offers a guest Log in and Sign up, which open their modals in its place', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('offers a signed-in player the profile and logout', async () => {
    const user = userEvent.setup();
    signIn();
    server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/en/profile',
    );
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('leaves the sportsbook out for a player whose flags hide it (hide_sports)', async () => {
    const user = userEvent.setup();
    signIn();
    server.use(
      http.get(`${API}/profile/user`, () =>
        HttpResponse.json({ ...profileFixture(), features: ['hide_sports'] }),
      ),
    );
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await within(drawer).findByRole('link', { name: 'Profile' });
    const sections = within(drawer).getByRole('navigation', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SECTIONS.filter((name) => name !== 'Sports'));
  });
});
