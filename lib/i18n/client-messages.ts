/**
 * The message namespaces client components read. Only these travel to the browser with every
 * page; page copy, FAQ and legal texts render on the server and stay out of the bundle.
 */
export const CLIENT_NAMESPACES = [
  'Metadata',
  'Pwa',
  'Nav',
  'Header',
  'LanguageSwitcher',
  'SupportChat',
  'AnalyticsConsent',
  'CommunityLinks',
  'Dialog',
  'Form',
  'SocialLogin',
  'LoginModal',
  'LoginByEmailModal',
  'ConfirmByPhoneModal',
  'RegisterModal',
  'VerificationModal',
  'PayInModal',
  'SuccessPaymentModal',
  'SandboxCheckout',
  'NotFound',
  'ErrorPage',
  'PasswordReset',
  'ResetPassword',
  'Profile',
  'Protection',
  'error',
  'RouletteBoard',
  'WheelBoard',
  // Game definitions name results and fields by its keys (lib/games), read on many pages.
  'FairTools',
  'Cases',
  'VipJoin',
  'VipRakeback',
  'MyBets',
  'SportsMarkets',
  'BonusSystem',
] as const;

/**
 * Namespaces only one area's client components read, sent by that area's layout (`AreaMessages`
 * of ./area-messages.tsx) with its pages alone, not with every page (issue 41): `routes` are the
 * folders under `app/[locale]/` whose pages may show those components, `folders` where the
 * components live. `tests/unit/client-namespaces.test.ts` holds both to the import graph.
 */
export const AREA_NAMESPACES = {
  betting: {
    namespaces: ['Betting', 'BetSlip'],
    routes: ['(main)/betting/'],
    folders: ['components/sports/'],
  },
  games: {
    namespaces: [
      'GameTable',
      'DiceBoard',
      'CoinflipBoard',
      'CrashBoard',
      'RoomsBoard',
      'Keno',
      'Hilo',
      'Miner',
      'Catalogue',
    ],
    routes: ['(full-width)/'],
    folders: ['components/games/', 'components/casino/', 'components/catalogue/'],
  },
  top: {
    namespaces: ['Top'],
    routes: ['(main)/top/'],
    folders: ['components/top/'],
  },
  tournament: {
    namespaces: ['TournamentLive'],
    routes: ['(main)/tournament/'],
    folders: ['components/tournaments/'],
  },
  sandboxRgs: {
    namespaces: ['SandboxRgs'],
    routes: ['(sandbox)/sandbox-rgs/'],
    folders: ['components/casino/sandbox/'],
  },
} as const;

/**
 * What the back office's pages send instead (app/[locale]/(office)/layout.tsx): its own copy,
 * the API's error texts and the dialog's close label; none of the player's.
 */
export const OFFICE_NAMESPACES = ['office', 'error', 'Dialog'] as const;

/**
 * What the sandbox KYC provider's pages add (app/[locale]/(sandbox)/kyc/sandbox/layout.tsx):
 * a development tool's copy, sent only to its own pages rather than with every player page.
 */
export const KYC_SANDBOX_NAMESPACES = ['KycSandbox', 'error', 'Dialog'] as const;
