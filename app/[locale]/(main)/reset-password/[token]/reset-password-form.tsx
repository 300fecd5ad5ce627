'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NewPasswordForm } from '@/components/password/new-password-form';
import { EmptyState } from '@/components/ui/empty-state';
import { browserApi } from '@/lib/api/browser';
import { Link } from '@/lib/i18n/navigation';
import { confirmResetLinkOnce, type LinkConfirmation } from '@/lib/password/reset-link';

/**
 * Sets a new password with the reset token from the address: with `?phone=`, a token confirmed
 * for that phone; otherwise the e-mailed link's, confirmed first.
 */
export function ResetPasswordForm({ token, phone }: { token: string; phone?: string }) {
  if (phone === undefined) return <EmailLinkForm token={token} />;
  return (
    <div className="panel narrow">
      <NewPasswordForm credential={{ channel: 'phone', token }} />
    </div>
  );
}

/**
 * The e-mailed link (spec §7 `email/token/confirm`): opening it confirms the e-mail and uses its
 * token up for a fresh one, before the form shows. The address then carries the fresh token, so a
 * reload still finds the form. This runs in the browser, not in the server's render: mail
 * scanners that fetch links without running scripts leave the link alone.
 */
function EmailLinkForm({ token }: { token: string }) {
  const t = useTranslations('ResetPassword');
  const [link, setLink] = useState<LinkConfirmation | null>(null);

  useEffect(() => {
    let live = true;
    void confirmResetLinkOnce(browserApi(), token).then((confirmation) => {
      if (!live) return;
      if (confirmation.outcome === 'confirmed') showToken(token, confirmation.token);
      setLink(confirmation);
    });
    return () => {
      live = false;
    };
  }, [token]);

  if (link?.outcome === 'rejected') {
    return (
      <EmptyState
        title={t('invalidTitle')}
        text={t('invalidText')}
        action={
          <Link href="/password/reset" className="btn btn-primary">
            {t('requestNew')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="panel narrow">
      {link ? (
        <NewPasswordForm credential={{ channel: 'email', token: link.token }} />
      ) : (
        <p className="muted" role="status">
          {t('confirming')}
        </p>
      )}
    </div>
  );
}

/** Puts the fresh token in the address in place of the used one, without a navigation. */
function showToken(used: string, fresh: string) {
  const { pathname, search, hash } = window.location;
  const segment = `/${encodeURIComponent(used)}`;
  if (!pathname.endsWith(segment)) return;
  const path = `${pathname.slice(0, -segment.length)}/${encodeURIComponent(fresh)}`;
  window.history.replaceState(null, '', `${path}${search}${hash}`);
}
