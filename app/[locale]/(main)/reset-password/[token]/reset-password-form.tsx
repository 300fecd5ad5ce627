'use client';

import { NewPasswordForm } from '@/components/password/new-password-form';

/**
 * Sets a new password with the reset token from the address: the e-mailed link's, or, with
 * `?phone=`, a token confirmed for that phone.
 */
export function ResetPasswordForm({ token, phone }: { token: string; phone?: string }) {
  return (
    <div className="panel narrow">
      <NewPasswordForm channel={phone !== undefined ? 'phone' : 'email'} token={token} />
    </div>
  );
}
