/** The document's areas, in the order a reader meets them; a tag no operation uses is left out. */
export const TAGS = [
  { name: 'auth', description: 'Registration, logins, sessions and social login (spec §7)' },
  { name: 'password', description: 'Password recovery, setting and changing' },
  { name: 'contacts', description: 'Confirming an e-mail or phone; login details by e-mail' },
  { name: 'profile', description: 'The signed-in player, settings and the VIP request' },
  {
    name: 'marketing',
    description: 'Campaigns, page opens, mirrors, redirects, promo codes, settings',
  },
  { name: 'geo', description: 'The visitor\u2019s country and region blocks' },
  { name: 'billing', description: 'Payment methods, deposits, payouts, history and wallets' },
  { name: 'payments', description: 'Payment providers: webhooks and the sandbox provider' },
  { name: 'fair', description: 'Seed pairs of the provably fair games' },
  { name: 'games', description: 'In-house games: bets, rounds, limits and recent bets' },
  {
    name: 'casino',
    description: 'Slots and live casino: the catalogue, launches, rounds and aggregator callbacks',
  },
  { name: 'sports', description: 'Sportsbook: the line, the bet slip, tickets and cash-out' },
  {
    name: 'tournaments',
    description: 'Tournaments scored from every product\u2019s settled bets: lists, boards, opt-in',
  },
  { name: 'stream', description: 'The live channel: Server-Sent Events of shared rounds' },
  {
    name: 'operator',
    description:
      'Operator endpoints: a staff session with the permission each names, or OPERATOR_TOKEN as the service',
  },
  {
    name: 'office',
    description: 'Staff sign-in (password, then TOTP), staff accounts and the audit trail',
  },
  { name: 'meta', description: 'Health and this document' },
  { name: 'development', description: 'Served only with development tools (DEV_TOOLS)' },
] as const;
