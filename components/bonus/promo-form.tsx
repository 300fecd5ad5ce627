'use client';

import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { Field } from '@/components/ui/field';
import { takePromo } from '@/lib/api/bonus';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { registerPromoAtom } from '@/lib/atoms/auth-flow';
import { formReader } from '@/lib/forms/form-reader';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useCaptcha } from '@/lib/hooks/forms/use-captcha';
import { useErrorToast, useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { toast } from '@/lib/toast';
import styles from './bonus.module.css';

/** SWR keys of the bonus calls: taking a promo changes offers, grants and the bonus-wait. */
const isBonusKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('bonus-system/');

/**
 * The promo-code field. A signed-in player takes the code at once (`POST /bonus-system/promo`),
 * with the refusal under the field (422 `invalid_promo`, 409 `promo_used`); a guest goes to the
 * register modal with the code filled in.
 */
export function PromoForm({ guest }: { guest: boolean }) {
  const t = useTranslations('BonusSystem.promo');
  const errors = useTranslations('error');
  const { open } = useModal();
  const setRegisterPromo = useSetAtom(registerPromoAtom);
  const { mutate } = useSWRConfig();
  const revalidateMoney = useRevalidateMoney();
  const showError = useErrorToast();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const fieldErrors = useFieldErrors(failure);
  const conflict =
    failure instanceof ApiError && failure.status === 409 && failure.code
      ? (errors as unknown as (key: string) => string)(failure.code)
      : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const promo = formReader(form)('promo').trim();
    setFailure(null);
    if (guest) {
      setRegisterPromo(promo || null);
      open('Register');
      return;
    }
    setPending(true);
    try {
      const { data } = await takePromo(browserApi(), promo, await captcha.getToken('promo'));
      const name = data.grant?.name ?? data.offer?.name ?? promo;
      toast.success(data.grant ? t('takenGrant', { name }) : t('takenOffer', { name }));
      form.reset();
      // A no-deposit bonus lands on the balance at once: the header follows.
      await Promise.all([mutate(isBonusKey), revalidateMoney()]);
    } catch (error) {
      setFailure(error);
      const onField = error instanceof ApiError && (error.errors?.promo || error.status === 409);
      if (!onField) showError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.promo} onSubmit={submit} noValidate>
      <Field
        label={t('label')}
        name="promo"
        autoComplete="off"
        maxLength={64}
        error={fieldErrors('promo') ?? conflict}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {guest ? t('guestSubmit') : t('submit')}
      </button>
      {guest ? <p className={styles.small}>{t('guestNote')}</p> : null}
    </form>
  );
}
