'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import { officeApi } from '@/lib/api/office';
import {
  createPromoCode,
  updatePromoCode,
  type BonusTemplate,
  type PromoCode,
  type PromoCodeBody,
} from '@/lib/api/office-marketing';
import { CURRENCIES } from '@/lib/constants/currencies';
import { useOfficeBonusTemplates } from '@/lib/hooks/data/use-office-bonus-templates';
import { useOfficePromoCode, useRefreshPromoCodes } from '@/lib/hooks/data/use-office-promo-codes';
import { useRouter } from '@/lib/i18n/navigation';
import { FormAlert } from '../form-alert';
import {
  CheckField,
  CodeField,
  CheckList,
  Field,
  FormActions,
  FormPage,
  Group,
  HANDLE,
  SelectField,
  browserZone,
  instantOf,
  localInput,
  refusedHere,
  takenCode,
  useMarketingErrors,
  useSaveForm,
  type FormRead,
} from './form-kit';
import { loadState } from './load-state';
import { useAnnounce } from './marketing-notice';
import { MARKETING_PAGES } from './marketing-paths';
import { templateOptions } from './template-options';
import styles from './marketing.module.css';

const FIELDS = [
  'code',
  'name',
  'template',
  'max_uses',
  'new_players_only',
  'currencies',
  'starts_at',
  'expires_at',
  'active',
] as const;

/**
 * `/office/marketing/promo-codes/new` and `…/edit/{code}`: a promo code's form on a page of its
 * own (the edit reads the one code, which may sit on any page of the list, and the templates
 * for its bonus); saved, it goes back to the list, which says so.
 */
export function PromoCodeEditor({ code }: { code?: string }) {
  const t = useTranslations('office.marketing.promo');
  const router = useRouter();
  const announce = useAnnounce();
  const refresh = useRefreshPromoCodes();
  const one = useOfficePromoCode(code);
  const templates = useOfficeBonusTemplates();
  const missing = one.error instanceof ApiError && one.error.status === 404;
  const promo = one.promo;
  const state = loadState(
    code === undefined || missing ? [templates.templates] : [templates.templates, promo],
    [templates.error, missing ? undefined : one.error],
    missing,
  );

  async function saved(answer: PromoCode) {
    await refresh();
    announce({
      path: MARKETING_PAGES.promoCodes,
      text: promo ? t('updated', { code: answer.code }) : t('created', { code: answer.code }),
    });
    router.push(MARKETING_PAGES.promoCodes);
  }

  return (
    <FormPage
      title={
        code === undefined
          ? t('newTitle')
          : t('editTitle', { code: promo?.code ?? code.toUpperCase() })
      }
      back={MARKETING_PAGES.promoCodes}
      backLabel={t('back')}
      state={state}
      onRetry={() => {
        void templates.mutate();
        void one.mutate();
      }}
      missing={t('missing', { code: code ?? '' })}
    >
      <PromoCodeForm promo={promo} templates={templates.templates ?? []} onSaved={saved} />
    </FormPage>
  );
}

function PromoCodeForm({
  promo,
  templates,
  onSaved,
}: {
  promo: PromoCode | undefined;
  templates: readonly BonusTemplate[];
  onSaved: (answer: PromoCode) => Promise<void>;
}) {
  const t = useTranslations('office.marketing.promo');
  const tf = useTranslations('office.marketing.form');
  const locale = useLocale();
  const { form, error, pending, submit } = useSaveForm();
  const { field, message } = useMarketingErrors(error, FIELDS);
  const codeError = takenCode(error) ? t('codeTaken') : field('code');

  function send(read: FormRead) {
    const code = promo?.code ?? read.text('code');
    if (!HANDLE.test(code)) throw refusedHere({ code: ['invalid_value'] });
    const currencies = read.values('currencies');
    const body: PromoCodeBody = {
      code,
      name: read.text('name'),
      template: read.text('template'),
      max_uses: read.number('max_uses'),
      new_players_only: read.checked('new_players_only'),
      currencies: currencies.length > 0 ? (currencies as PromoCodeBody['currencies']) : null,
      starts_at: instantOf(read.text('starts_at')),
      expires_at: instantOf(read.text('expires_at')),
      active: read.checked('active'),
    };
    return promo
      ? updatePromoCode(officeApi(), promo.code, body)
      : createPromoCode(officeApi(), body);
  }

  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      aria-labelledby="marketing-form-title"
      onSubmit={(event) => submit(event, async (read) => onSaved((await send(read)).data))}
    >
      <FormAlert message={message} />
      <Group legend={t('groups.code')}>
        <CodeField
          code={promo?.code}
          label={t('fields.code')}
          hint={promo ? t('hints.codeFixed') : t('hints.code')}
          error={codeError}
        />
        <Field
          label={t('fields.name')}
          name="name"
          defaultValue={promo?.name}
          required
          maxLength={200}
          autoComplete="off"
          hint={t('hints.name')}
          error={field('name')}
        />
        <SelectField
          label={t('fields.template')}
          name="template"
          defaultValue={promo?.template ?? ''}
          required
          placeholder={t('chooseTemplate')}
          options={templateOptions(templates, locale, tf('off'))}
          hint={t('hints.template')}
          error={field('template')}
        />
      </Group>
      <Group legend={t('groups.limits')}>
        <Field
          label={t('fields.maxUses')}
          name="max_uses"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          defaultValue={promo?.max_uses ?? ''}
          hint={promo ? t('hints.maxUsesSoFar', { uses: promo.uses }) : t('hints.maxUses')}
          error={field('max_uses')}
        />
        <CheckField
          label={t('fields.newPlayersOnly')}
          name="new_players_only"
          defaultChecked={promo?.new_players_only ?? false}
          hint={t('hints.newPlayersOnly')}
          error={field('new_players_only')}
        />
        <CheckList
          legend={t('fields.currencies')}
          name="currencies"
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          checked={promo?.currencies ?? []}
          hint={t('hints.currencies')}
          error={field('currencies')}
        />
      </Group>
      <Group legend={t('groups.window')} hint={tf('zone', { zone: browserZone() })}>
        <Field
          label={t('fields.startsAt')}
          name="starts_at"
          type="datetime-local"
          defaultValue={localInput(promo?.starts_at)}
          hint={t('hints.startsAt')}
          error={field('starts_at')}
        />
        <Field
          label={t('fields.expiresAt')}
          name="expires_at"
          type="datetime-local"
          defaultValue={localInput(promo?.expires_at)}
          hint={t('hints.expiresAt')}
          error={field('expires_at')}
        />
        <CheckField
          label={t('fields.active')}
          name="active"
          defaultChecked={promo?.active ?? true}
          hint={t('hints.active')}
          error={field('active')}
        />
      </Group>
      <FormActions
        pending={pending}
        submitLabel={promo ? tf('save') : t('create')}
        back={MARKETING_PAGES.promoCodes}
      />
    </form>
  );
}
