import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProfileGate } from '@/components/profile/profile-gate';
import { SettingsSection } from '@/components/profile/settings-section';
import { timezoneAtom } from '@/lib/atoms/timezone';
import type { Locale } from '@/lib/i18n/config';
import type { User } from '@/lib/schemas/profile';
import { server } from '../msw/server';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';

const SETTINGS = `${API}/profile/settings`;

function renderSettings(locale: Locale = 'en') {
  signIn();
  server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
  return renderWithSession(
    <ProfileGate guest={null}>
      <SettingsSection />
    </ProfileGate>,
    { locale },
  );
}

/** The text of the option whose value is `zone`. */
const zoneLabel = (zone: string) =>
  screen.getAllByRole<HTMLOptionElement>('option').find((option) => option.value === zone)
    ?.textContent;

/** Records the bodies of settings calls and answers each with `answer`. */
function settingsApi(answer: (body: Partial<User>) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put(SETTINGS, async ({ request }) => {
      const body = (await request.json()) as Partial<User>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

/** The settings call's answer: the player as saved. */
const saved = (body: Partial<User>) =>
  HttpResponse.json({ success: true, user: profileFixture(body).user });

describe('SettingsSection (/profile/setting)', () => {
  beforeEach(resetSession);

  it('shows error.unsupported_locale when the API refuses the language, and keeps the language', async () => {
    const events = userEvent.setup();
    const bodies = settingsApi(() =>
      HttpResponse.json(
        { error: 'unsupported_locale', message: 'Unsupported locale' },
        { status: 400 },
      ),
    );
    renderSettings();
    const language = await screen.findByLabelText('Language');
    expect(language).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'Қазақша' })).toBeInTheDocument();

    await events.selectOptions(language, 'kz');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('This language is not supported');
    expect(bodies).toEqual([{ locale: 'kz' }]);
    await waitFor(() => expect(language).toHaveValue('en'));
    expect(language).toBeEnabled();
  });

  it('shows error.unsupported_timezone when the API refuses the time zone, and keeps the zone', async () => {
    const events = userEvent.setup();
    settingsApi(() =>
      HttpResponse.json(
        { error: 'unsupported_timezone', message: 'This time zone is not supported' },
        { status: 400 },
      ),
    );
    renderSettings();
    await events.selectOptions(await screen.findByLabelText('Time zone'), 'Asia/Almaty');
    expect(await screen.findByRole('alert')).toHaveTextContent('This time zone is not supported');
    await waitFor(() => expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Moscow'));
  });

  it('saves the time zone alone and applies it to the page', async () => {
    const events = userEvent.setup();
    const bodies = settingsApi(saved);
    const { store } = renderSettings();
    const timezone = await screen.findByLabelText('Time zone');
    expect(timezone).toHaveValue('Europe/Moscow');

    await events.selectOptions(timezone, 'Asia/Almaty');

    await waitFor(() => expect(store.get(timezoneAtom)).toBe('Asia/Almaty'));
    expect(timezone).toHaveValue('Asia/Almaty');
    expect(bodies).toEqual([{ timezone: 'Asia/Almaty' }]);
  });

  it.each([
    ['en', 'Time zone', /^Moscow Standard Time \(UTC\+3\)$/, /^Kazakhstan Time \(UTC\+5\)$/],
    ['ru', 'Часовой пояс', /^Москва.* \(UTC\+3\)$/, /^Казахстан \(UTC\+5\)$/],
    ['kz', 'Уақыт белдеуі', /^Мәскеу.* \(UTC\+3\)$/, /^Қазақстан уақыты \(UTC\+5\)$/],
  ] as const)(
    '%s names the time zones in its language, keeping the IANA id as the value',
    async (locale, label, moscow, almaty) => {
      renderSettings(locale);
      const timezone = await screen.findByLabelText(label);
      expect(timezone).toHaveValue('Europe/Moscow');
      expect(zoneLabel('Europe/Moscow')).toMatch(moscow);
      expect(zoneLabel('Asia/Almaty')).toMatch(almaty);
      // No IANA id is left as a label.
      const labels = screen.getAllByRole('option').map((option) => option.textContent ?? '');
      expect(labels.filter((text) => /^[A-Z][a-z]+\/[A-Z]/.test(text))).toEqual([]);
    },
  );

  it('saves each privacy switch on its own', async () => {
    const events = userEvent.setup();
    const bodies = settingsApi(saved);
    renderSettings();
    const avatar = await screen.findByRole('switch', { name: 'Hide my avatar' });
    const statistics = screen.getByRole('switch', { name: 'Hide my statistics' });
    expect(avatar).not.toBeChecked();

    await events.click(avatar);
    await waitFor(() => expect(avatar).toBeChecked());
    await events.click(statistics);
    await waitFor(() => expect(statistics).toBeChecked());

    expect(bodies).toEqual([{ is_avatar_hidden: true }, { is_statistics_hidden: true }]);
  });
});
