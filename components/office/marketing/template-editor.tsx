'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { officeApi } from '@/lib/api/office';
import {
  createBonusTemplate,
  updateBonusTemplate,
  type BonusTemplate,
  type BonusTemplateBody,
} from '@/lib/api/office-marketing';
import { BONUS_KINDS, BONUS_WAGERING_BASES, type BonusKind } from '@/lib/constants/bonus';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import { useOfficeBonusTemplates } from '@/lib/hooks/data/use-office-bonus-templates';
import { useRouter } from '@/lib/i18n/navigation';
import { FormAlert } from '../form-alert';
import {
  CheckField,
  CodeField,
  Field,
  FormActions,
  FormPage,
  Group,
  HANDLE,
  LocalizedGroup,
  SelectField,
  TextAreaField,
  localizedFields,
  refusedHere,
  takenCode,
  useMarketingErrors,
  useSaveForm,
  type FormRead,
} from './form-kit';
import { loadState } from './load-state';
import { useAnnounce } from './marketing-notice';
import { MARKETING_PAGES } from './marketing-paths';
import styles from './marketing.module.css';

/** A template's amounts in one currency, in the order the form shows them. */
const AMOUNTS = ['min_deposit', 'max_bonus', 'fixed_amount', 'max_bet', 'max_conversion'] as const;
const CONTRIBUTIONS = [
  'slots',
  'live_casino',
  'table',
  'in_house_reference_edge',
  'sports',
  'sports_min_odds',
] as const;

/** A new template's starting point: slots count fully, live and table games a tenth. */
const NEW_CONTRIBUTIONS: BonusTemplate['contributions'] = {
  slots: 100,
  live_casino: 10,
  table: 10,
  in_house_reference_edge: 4,
  sports: 50,
  sports_min_odds: 1.5,
  excluded_games: [],
};

/** Every control's name, for the 422 map: nested ones by their request path. */
function fieldsOf(currencies: readonly Currency[]) {
  return [
    'code',
    'kind',
    ...localizedFields('name'),
    ...localizedFields('terms'),
    'percent',
    'currencies',
    ...currencies.flatMap((currency) => [
      `currencies.${currency}`,
      ...AMOUNTS.map((amount) => `currencies.${currency}.${amount}`),
    ]),
    'wagering_multiplier',
    'wagering_base',
    'validity_days',
    'contributions',
    ...CONTRIBUTIONS.map((name) => `contributions.${name}`),
    'contributions.excluded_games',
    'free_spins',
    'free_spins.game_slug',
    'free_spins.rounds',
    'free_spins.bet_value',
    ...currencies.map((currency) => `free_spins.bet_value.${currency}`),
    'active',
  ];
}

/**
 * `/office/marketing/templates/new` and `…/edit/{code}`: a bonus template's terms on a page of
 * their own (three languages, amounts per currency, wagering, contributions, free spins).
 */
export function TemplateEditor({ code }: { code?: string }) {
  const t = useTranslations('office.marketing.templates');
  const router = useRouter();
  const announce = useAnnounce();
  const { templates, error, mutate } = useOfficeBonusTemplates();
  const template = code === undefined ? undefined : templates?.find((row) => row.code === code);
  const state =
    code === undefined
      ? 'ready'
      : loadState([templates], [error], templates !== undefined && !template);

  async function saved(answer: BonusTemplate) {
    await mutate();
    announce({
      path: MARKETING_PAGES.templates,
      text: template ? t('updated', { code: answer.code }) : t('created', { code: answer.code }),
    });
    router.push(MARKETING_PAGES.templates);
  }

  return (
    <FormPage
      title={template ? t('editTitle', { code: template.code }) : t('newTitle')}
      back={MARKETING_PAGES.templates}
      backLabel={t('back')}
      state={state}
      onRetry={() => void mutate()}
      missing={t('missing', { code: code ?? '' })}
    >
      <TemplateForm template={template} onSaved={saved} />
    </FormPage>
  );
}

function TemplateForm({
  template,
  onSaved,
}: {
  template: BonusTemplate | undefined;
  onSaved: (answer: BonusTemplate) => Promise<void>;
}) {
  const t = useTranslations('office.marketing.templates');
  const tm = useTranslations('office.marketing');
  const tf = useTranslations('office.marketing.form');
  const [kind, setKind] = useState<BonusKind>(template?.kind ?? 'deposit_match');
  const [offered, setOffered] = useState<Currency[]>(() =>
    template
      ? CURRENCIES.filter((currency) => currency in template.currencies)
      : (['RUB'] as Currency[]),
  );
  const [spins, setSpins] = useState(Boolean(template?.free_spins) || kind === 'free_spins');
  const { form, error, pending, submit } = useSaveForm();
  const { field, message } = useMarketingErrors(error, fieldsOf(offered));
  const contributions = template?.contributions ?? NEW_CONTRIBUTIONS;

  function offer(currency: Currency, on: boolean) {
    setOffered((current) =>
      CURRENCIES.filter((each) => (each === currency ? on : current.includes(each))),
    );
  }

  function send(read: FormRead) {
    const code = template?.code ?? read.text('code');
    if (!HANDLE.test(code)) throw refusedHere({ code: ['invalid_value'] });
    const body: BonusTemplateBody = {
      code,
      kind,
      name: { ru: read.text('name.ru'), en: read.text('name.en'), kz: read.text('name.kz') },
      terms: { ru: read.text('terms.ru'), en: read.text('terms.en'), kz: read.text('terms.kz') },
      percent: read.number('percent') ?? 0,
      currencies: Object.fromEntries(
        offered.map((currency) => [
          currency,
          Object.fromEntries(
            AMOUNTS.map((amount) => [amount, read.number(`currencies.${currency}.${amount}`)]),
          ),
        ]),
      ) as BonusTemplateBody['currencies'],
      wagering_multiplier: read.number('wagering_multiplier') as number,
      wagering_base: read.text('wagering_base') as BonusTemplateBody['wagering_base'],
      contributions: {
        ...(Object.fromEntries(
          CONTRIBUTIONS.map((name) => [name, read.number(`contributions.${name}`)]),
        ) as Omit<BonusTemplate['contributions'], 'excluded_games'>),
        excluded_games: read.lines('contributions.excluded_games'),
      },
      validity_days: read.number('validity_days') as number,
      free_spins: spins
        ? {
            game_slug: read.text('free_spins.game_slug'),
            rounds: read.number('free_spins.rounds') as number,
            bet_value: Object.fromEntries(
              offered.flatMap((currency) => {
                const value = read.number(`free_spins.bet_value.${currency}`);
                return value === null ? [] : [[currency, value]];
              }),
            ),
          }
        : null,
      active: read.checked('active'),
    };
    return template
      ? updateBonusTemplate(officeApi(), template.code, body)
      : createBonusTemplate(officeApi(), body);
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
      <Group legend={t('groups.template')}>
        <CodeField
          code={template?.code}
          label={t('fields.code')}
          hint={template ? t('hints.codeFixed') : t('hints.code')}
          error={takenCode(error) ? t('codeTaken') : field('code')}
        />
        <SelectField
          label={t('fields.kind')}
          name="kind"
          value={kind}
          onChange={(event) => {
            const next = event.target.value as BonusKind;
            setKind(next);
            if (next === 'free_spins') setSpins(true);
          }}
          options={BONUS_KINDS.map((value) => ({ value, label: tm(`kinds.${value}`) }))}
          hint={t(`kindHints.${kind}`)}
          error={field('kind')}
        />
        <Field
          label={t('fields.percent')}
          name="percent"
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          step={1}
          defaultValue={template?.percent ?? (kind === 'deposit_match' ? 100 : 0)}
          hint={t('hints.percent')}
          error={field('percent')}
        />
        <Field
          label={t('fields.validityDays')}
          name="validity_days"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          step={1}
          required
          defaultValue={template?.validity_days ?? 14}
          hint={t('hints.validityDays')}
          error={field('validity_days')}
        />
        <CheckField
          label={t('fields.active')}
          name="active"
          defaultChecked={template?.active ?? true}
          hint={t('hints.active')}
          error={field('active')}
        />
      </Group>
      <LocalizedGroup
        legend={t('fields.name')}
        name="name"
        values={template?.name}
        field={field}
        maxLength={200}
        hint={t('hints.name')}
      />
      <LocalizedGroup
        legend={t('fields.terms')}
        name="terms"
        values={template?.terms}
        field={field}
        maxLength={4000}
        multiline
        hint={t('hints.terms')}
      />
      <Group
        legend={t('groups.currencies')}
        hint={t('hints.currencies')}
        error={field('currencies')}
      >
        {CURRENCIES.map((currency) => {
          const terms = template?.currencies[currency];
          const on = offered.includes(currency);
          return (
            <Group
              key={currency}
              legend={currency}
              error={field(`currencies.${currency}`)}
              className={styles.full}
            >
              <CheckField
                label={t('offerIn', { currency })}
                name={`offer.${currency}`}
                checked={on}
                onChange={(event) => offer(currency, event.target.checked)}
                className={styles.full}
              />
              {on
                ? AMOUNTS.map((amount) => (
                    <Field
                      key={amount}
                      label={t(`amounts.${amount}`, { currency })}
                      name={`currencies.${currency}.${amount}`}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      required={amount !== 'max_conversion'}
                      defaultValue={
                        terms
                          ? (terms[amount] ?? '')
                          : amount === 'max_bet' || amount === 'max_conversion'
                            ? ''
                            : 0
                      }
                      hint={amount === 'max_conversion' ? t('hints.maxConversion') : undefined}
                      error={field(`currencies.${currency}.${amount}`)}
                    />
                  ))
                : null}
            </Group>
          );
        })}
      </Group>
      <Group legend={t('groups.wagering')}>
        <Field
          label={t('fields.wageringMultiplier')}
          name="wagering_multiplier"
          type="number"
          inputMode="numeric"
          min={0}
          max={200}
          step={1}
          required
          defaultValue={template?.wagering_multiplier ?? 35}
          hint={t('hints.wageringMultiplier')}
          error={field('wagering_multiplier')}
        />
        <SelectField
          label={t('fields.wageringBase')}
          name="wagering_base"
          defaultValue={template?.wagering_base ?? 'bonus'}
          options={BONUS_WAGERING_BASES.map((value) => ({
            value,
            label: tm(`wageringBases.${value}`),
          }))}
          error={field('wagering_base')}
        />
      </Group>
      <Group
        legend={t('groups.contributions')}
        hint={t('hints.contributions')}
        error={field('contributions')}
      >
        {CONTRIBUTIONS.map((name) => (
          <Field
            key={name}
            label={t(`contributions.${name}`)}
            name={`contributions.${name}`}
            type="number"
            inputMode="decimal"
            min={name === 'sports_min_odds' ? 1 : 0}
            max={name === 'sports_min_odds' ? undefined : 100}
            step={0.01}
            required
            defaultValue={contributions[name]}
            error={field(`contributions.${name}`)}
          />
        ))}
        <TextAreaField
          label={t('contributions.excluded_games')}
          name="contributions.excluded_games"
          defaultValue={contributions.excluded_games.join('\n')}
          hint={t('hints.excludedGames')}
          error={field('contributions.excluded_games')}
          className={styles.full}
        />
      </Group>
      <Group legend={t('groups.freeSpins')} error={field('free_spins')}>
        <CheckField
          label={t('fields.givesSpins')}
          name="gives_spins"
          checked={spins}
          onChange={(event) => setSpins(event.target.checked)}
          hint={t('hints.givesSpins')}
          className={styles.full}
        />
        {spins ? (
          <>
            <Field
              label={t('fields.spinsGame')}
              name="free_spins.game_slug"
              defaultValue={template?.free_spins?.game_slug}
              required
              maxLength={128}
              autoComplete="off"
              spellCheck={false}
              hint={t('hints.spinsGame')}
              error={field('free_spins.game_slug')}
            />
            <Field
              label={t('fields.spinsRounds')}
              name="free_spins.rounds"
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              step={1}
              required
              defaultValue={template?.free_spins?.rounds ?? 10}
              error={field('free_spins.rounds')}
            />
            <Group
              legend={t('fields.spinsBets')}
              hint={t('hints.spinsBets')}
              error={field('free_spins.bet_value')}
              className={styles.full}
            >
              {offered.map((currency) => (
                <Field
                  key={currency}
                  label={t('fields.spinsBet', { currency })}
                  name={`free_spins.bet_value.${currency}`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  defaultValue={template?.free_spins?.bet_value[currency] ?? ''}
                  error={field(`free_spins.bet_value.${currency}`)}
                />
              ))}
            </Group>
          </>
        ) : null}
      </Group>
      <FormActions
        pending={pending}
        submitLabel={template ? tf('save') : t('create')}
        back={MARKETING_PAGES.templates}
      />
    </form>
  );
}
