/**
 * The message namespaces client components read. Only these travel to the browser with every
 * page; page copy, FAQ and legal texts render on the server and stay out of the bundle.
 */
export const CLIENT_NAMESPACES = [
  'Metadata',
  'Nav',
  'Header',
  'LanguageSwitcher',
  'SupportChat',
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
  'error',
] as const;
