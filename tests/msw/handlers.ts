import { http, HttpResponse, type RequestHandler } from 'msw';

/** Default handlers shared by every component test; tests add their own with `server.use()`. */
export const handlers: RequestHandler[] = [
  // The operator's browser settings: no analytics key, no chat widget unless a test says so.
  http.get('*/api/client_config', () =>
    HttpResponse.json({
      analytics: { key: null, consent_required: true },
      support_chat: { script_url: null, script_url_kz: null },
      // Every game service on the main API.
      services: {},
    }),
  ),
  http.get('*/api/geo_ip', () =>
    HttpResponse.json({ data: { ip: '203.0.113.9', country_code: 'RU', region: 'RU' } }),
  ),
  // Every login reports the campaign cookies; its failures are ignored (spec §7).
  http.post('*/api/attachSource', () => HttpResponse.json({ success: true })),
  // The login and register modals list social providers; none unless a test says otherwise.
  http.get('*/api/api/v2/auth/social/providers', () => HttpResponse.json({ data: [] })),
  // The header asks for a signed-in player's wallets; one wallet shows the profile's balance.
  http.get('*/api/api/v2/billing/wallets', () => HttpResponse.json({ wallets: [] })),
  // PayIn lists payment methods; none unless a test says otherwise.
  http.get('*/api/api/v2/billing/data', () =>
    HttpResponse.json({
      payments: { methods: [], bonus: { name: null, min_deposit: null } },
      'crypto-payments': [],
      payouts: { methods: [] },
      'crypto-payouts': [],
    }),
  ),
  // The promo banner asks a signed-in player for the bonus waiting for a deposit; none by default.
  http.get('*/api/bonus-system/bonus-activation/waiting-reg-and-dep', () =>
    HttpResponse.json({ data: null }),
  ),
  // The payout form asks for the player's active bonus; none by default.
  http.get('*/api/bonus-system/grants', () =>
    HttpResponse.json({ data: { active: [], history: [] } }),
  ),
  // Game pages poll everyone's recent bets; none unless a test says otherwise.
  http.get('*/api/api/v2/games/:game/recent', () => HttpResponse.json({ bets: [] })),
  // PayIn and the protection layer read a signed-in player's protection (issue 34): an active
  // player with no limits, already asked about them, unless a test says otherwise.
  http.get('*/api/protection', () =>
    HttpResponse.json({
      state: 'active',
      state_until: null,
      currency: 'RUB',
      limits: [],
      reality_check: { minutes: null, due_at: null, session_started_at: null },
      session_ends_at: null,
      self_exclusion: null,
      net_deposits: { lifetime: 0, last_30_days: 0 },
      review_due: false,
    }),
  ),
];
