import type { CodePurpose, NotificationKind } from '@/server/db/schema';

/** The messages that carry a one-time code, and what each code is for. */
export const CODE_PURPOSE_OF = {
  loginCode: 'login',
  verifyCode: 'verify',
  resetCode: 'reset',
} as const satisfies Partial<Record<NotificationKind, CodePurpose>>;

export type CodeKind = keyof typeof CODE_PURPOSE_OF;

export function isCodeKind(kind: NotificationKind): kind is CodeKind {
  return kind in CODE_PURPOSE_OF;
}
