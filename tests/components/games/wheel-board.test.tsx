import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { landingAngle } from '@/components/games/wheel/wheel-geometry';
import { WheelBoard } from '@/components/games/wheel/wheel-board';
import type { WheelRisk, WheelSegments } from '@/lib/games/wheel/tables';
import { server } from '../../msw/server';
import { preferReducedMotion } from '../../support/round-games';
import { wheelAnswer } from '../../support/single-games';
import {
  API,
  profileFixture,
  renderWithSession,
  resetSession,
  signIn,
} from '../../support/session';

function signedIn() {
  signIn();
  server.use(http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())));
}

/** The bet endpoint, stopping every spin on `segment` of the wheel the body asks for. */
function betApi(segment: number) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/api/v2/games/wheel/bet`, async ({ request }) => {
      const body = (await request.json()) as {
        amount: number;
        risk: WheelRisk;
        segments: WheelSegments;
      };
      bodies.push(body);
      return HttpResponse.json(wheelAnswer({ ...body, segment }));
    }),
  );
  return bodies;
}

const wheel = () => screen.getByTestId('wheel-picture');
const turn = () => (wheel().firstElementChild!.nextElementSibling as HTMLElement).style.transform;
const landedSlices = () => wheel().querySelectorAll('path[data-landed]');

beforeEach(resetSession);

describe('Wheel board', () => {
  it('draws the chosen wheel and lists its multipliers with counts and chances', async () => {
    const user = userEvent.setup();
    renderWithSession(<WheelBoard />);
    expect(wheel().querySelectorAll('path')).toHaveLength(10);
    const medium = screen.getByRole('table', { name: 'Multipliers: Medium risk, 10 segments' });
    expect(within(medium).getByRole('row', { name: '0.00× 5 of 10 50%' })).toBeInTheDocument();
    expect(within(medium).getByRole('row', { name: '3.00× 1 of 10 10%' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Risk' })).getByRole('radio', { name: 'High' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Segments' })).getByRole('radio', {
        name: '50',
      }),
    );
    expect(wheel().querySelectorAll('path')).toHaveLength(50);
    const high = screen.getByRole('table', { name: 'Multipliers: High risk, 50 segments' });
    expect(within(high).getAllByRole('row')).toHaveLength(3);
    expect(within(high).getByRole('row', { name: '49.50× 1 of 50 2%' })).toBeInTheDocument();
    expect(screen.getByTestId('wheel-top')).toHaveTextContent('49.50×');
    expect(screen.getByTestId('wheel-chance')).toHaveTextContent('2%');
  });

  it('spins to the drawn segment, then highlights it and reads out the win', async () => {
    signedIn();
    const user = userEvent.setup();
    const bodies = betApi(4);
    renderWithSession(<WheelBoard />);
    // The wheel takes one stake: USD 0.01, shown without an input or buttons to change it.
    expect(await screen.findByText('Fixed stake: $0.01')).toBeVisible();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Change the bet' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('button', { name: 'Spinning…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(turn()).toBe(`rotate(${landingAngle(0, 4, 10)}deg)`);
    expect(landedSlices()).toHaveLength(0);
    expect(
      await screen.findByText('The wheel stopped on 2.00×: you won $0.02', undefined, {
        timeout: 3000,
      }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(bodies).toEqual([
      { key: expect.any(String), amount: 0.01, risk: 'medium', segments: 10 },
    ]);
    expect([...landedSlices()].map((slice) => slice.getAttribute('data-segment'))).toEqual(['4']);
    expect(screen.getByRole('row', { name: '2.00× 1 of 10 10%' })).toHaveAttribute('data-current');
    expect(screen.getByRole('button', { name: 'Spin' })).not.toHaveAttribute('aria-disabled');
  });

  it('under reduced motion keeps the wheel still and only highlights the segment', async () => {
    const undo = preferReducedMotion();
    try {
      signedIn();
      const user = userEvent.setup();
      betApi(1);
      renderWithSession(<WheelBoard />);
      await screen.findByText('Fixed stake: $0.01');
      await user.click(screen.getByRole('button', { name: 'Spin' }));
      expect(await screen.findByText('The wheel stopped on 0.00×: no win this time')).toBeVisible();
      expect(turn()).toBe('rotate(0deg)');
      expect([...landedSlices()].map((slice) => slice.getAttribute('data-segment'))).toEqual(['1']);
      expect(screen.getByRole('link', { name: 'Verify this bet' })).toHaveAttribute(
        'href',
        expect.stringContaining('game=wheel&client_seed=my-seed&nonce=41'),
      );
      // The wheel's own fields join the link once the definitions have loaded.
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Verify this bet' })).toHaveAttribute(
          'href',
          expect.stringContaining('wheel_risk=medium&segments=10'),
        ),
      );

      // Another wheel forgets the shown spin: its segment is not on the wheel now drawn.
      await user.click(screen.getByRole('radio', { name: '20' }));
      expect(landedSlices()).toHaveLength(0);
      expect(screen.getByText('Place a bet to play.')).toBeVisible();
    } finally {
      undo();
    }
  });
});
