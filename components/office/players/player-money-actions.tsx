'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { officeApi } from '@/lib/api/office';
import { adjustBalance, grantBonus } from '@/lib/api/office-players';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import type { ReadField } from '@/lib/forms/form-reader';
import { useOfficeBonusTemplates } from '@/lib/hooks/data/use-office-bonus-templates';
import { DecisionDialog } from '../decision-dialog';
import { useOfficeMember } from '../member-context';
import { SelectField } from '../select-field';
import { useOfficeFormat } from '../use-office-format';
import type { PlayerOverview } from './player-types';
import playerStyles from './players.module.css';

type MoneyAction = 'adjust' | 'grant';

/** A typed amount as the API takes it; text that is no number goes as typed, for the API to name. */
function amountOf(text: string): number {
  const value = Number(text.replace(',', '.').replace(/\s/g, ''));
  return (text.trim() !== '' && Number.isFinite(value) ? value : text) as number;
}

/**
 * Money actions on a player with a reason: a balance adjustment (`finance.adjust`; at or above
 * the four-eyes threshold it waits for a colleague) and a bonus from a template
 * (`marketing.manage`). Each dialog draws its idempotency key when it opens, so a double
 * submission or a retry after a lost answer moves the money once.
 */
export function PlayerMoneyActions({
  overview,
  onChanged,
}: {
  overview: PlayerOverview;
  onChanged: () => Promise<unknown> | void;
}) {
  const t = useTranslations('office.players.money');
  const member = useOfficeMember();
  const [acting, setActing] = useState<{ action: MoneyAction; key: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const can = {
    adjust: member.permissions.includes('finance.adjust'),
    grant: member.permissions.includes('marketing.manage'),
  };

  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  const actions = (['adjust', 'grant'] as const).filter((action) => can[action]);
  if (actions.length === 0) return null;

  return (
    <div className={playerStyles.actions}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setDone(null);
            setActing({ action, key: `office:${action}:${crypto.randomUUID()}` });
          }}
        >
          {t(`${action}.open`)}
        </button>
      ))}
      {done ? (
        <p ref={status} role="status" tabIndex={-1} className="muted">
          {done}
        </p>
      ) : null}
      {acting?.action === 'adjust' ? (
        <AdjustDialog
          overview={overview}
          idempotencyKey={acting.key}
          onDone={async (text) => {
            setActing(null);
            setDone(text);
            await onChanged();
          }}
          onClose={() => setActing(null)}
        />
      ) : null}
      {acting?.action === 'grant' ? (
        <GrantDialog
          overview={overview}
          idempotencyKey={acting.key}
          onDone={async (text) => {
            setActing(null);
            setDone(text);
            await onChanged();
          }}
          onClose={() => setActing(null)}
        />
      ) : null}
    </div>
  );
}

type DialogProps = {
  overview: PlayerOverview;
  idempotencyKey: string;
  onDone: (text: string) => Promise<void>;
  onClose: () => void;
};

function CurrencySelect({
  label,
  player,
  error,
}: {
  label: string;
  player: PlayerOverview['player'];
  error: string | undefined;
}) {
  return (
    <SelectField
      label={label}
      name="currency"
      defaultValue={player.currency}
      options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
      error={error}
    />
  );
}

function AdjustDialog({ overview, idempotencyKey, onDone, onClose }: DialogProps) {
  const t = useTranslations('office.players.money.adjust');
  const format = useOfficeFormat();
  const { player } = overview;

  async function submit(reason: string, read: ReadField) {
    const currency = read('currency') as Currency;
    const amount = amountOf(read('amount'));
    const direction = read('direction') as 'credit' | 'debit';
    const answer = await adjustBalance(officeApi(), {
      key: idempotencyKey,
      user_id: player.id,
      currency,
      amount,
      direction,
      kind: read('kind') as 'real' | 'bonus',
      reason,
    });
    const money = format.money(amount, currency);
    await onDone(
      'approval' in answer
        ? t('held', { amount: money, id: answer.approval.id })
        : t(direction === 'credit' ? 'credited' : 'debited', {
            amount: money,
            balance: format.money(answer.balance, currency),
          }),
    );
  }

  return (
    <DecisionDialog
      title={t('title', { id: player.id })}
      summary={<p>{t('summary')}</p>}
      submitLabel={t('submit')}
      noteRequired
      noteField="reason"
      noteHint={t('reasonHint')}
      extraFields={['direction', 'kind', 'amount', 'currency', 'key', 'user_id']}
      renderFields={(fieldError) => (
        <>
          <SelectField
            label={t('direction')}
            name="direction"
            defaultValue="credit"
            options={[
              { value: 'credit', label: t('credit') },
              { value: 'debit', label: t('debit') },
            ]}
            error={fieldError('direction')}
          />
          <SelectField
            label={t('kind')}
            name="kind"
            defaultValue="real"
            options={[
              { value: 'real', label: t('real') },
              { value: 'bonus', label: t('bonus') },
            ]}
            error={fieldError('kind')}
          />
          <Field
            label={t('amount')}
            name="amount"
            inputMode="decimal"
            required
            autoComplete="off"
            error={fieldError('amount')}
          />
          <CurrencySelect label={t('currency')} player={player} error={fieldError('currency')} />
        </>
      )}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

function GrantDialog({ overview, idempotencyKey, onDone, onClose }: DialogProps) {
  const t = useTranslations('office.players.money.grant');
  const { templates: all } = useOfficeBonusTemplates();
  const templates = (all ?? []).filter((template) => template.active);
  const { player } = overview;
  const locale = useLocale() as 'ru' | 'en' | 'kz';

  async function submit(reason: string, read: ReadField) {
    const amount = read('amount').trim();
    const template = read('template');
    await grantBonus(officeApi(), {
      key: idempotencyKey,
      user_id: player.id,
      template,
      currency: read('currency') as Currency,
      ...(amount ? { amount: amountOf(amount) } : {}),
      reason,
    });
    await onDone(t('granted', { template }));
  }

  return (
    <DecisionDialog
      title={t('title', { id: player.id })}
      summary={<p>{t('summary')}</p>}
      submitLabel={t('submit')}
      noteRequired
      noteField="reason"
      noteHint={t('reasonHint')}
      extraFields={['template', 'amount', 'currency', 'key', 'user_id']}
      renderFields={(fieldError) => (
        <>
          {all ? (
            <SelectField
              label={t('template')}
              name="template"
              options={templates.map((template) => ({
                value: template.code,
                label: `${template.name[locale] || template.code} (${template.code})`,
              }))}
              error={fieldError('template')}
            />
          ) : (
            <p role="status">{t('loading')}</p>
          )}
          <Field
            label={t('amount')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            hint={t('amountHint')}
            error={fieldError('amount')}
          />
          <CurrencySelect label={t('currency')} player={player} error={fieldError('currency')} />
        </>
      )}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
