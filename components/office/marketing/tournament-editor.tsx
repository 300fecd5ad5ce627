'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { officeApi } from '@/lib/api/office';
import {
  createTournament,
  updateTournament,
  type BonusTemplate,
  type OperatorTournament,
  type TournamentBody,
} from '@/lib/api/office-marketing';
import { CURRENCIES } from '@/lib/constants/currencies';
import { BASE_CURRENCY, TOP_PRODUCTS } from '@/lib/constants/top';
import {
  BASIS_POINTS,
  TOURNAMENT_POOL_MODES,
  TOURNAMENT_PRIZE_KINDS,
  TOURNAMENT_REGISTRATIONS,
  TOURNAMENT_SCORINGS,
  type TournamentPrizeKind,
  type TournamentScoring,
} from '@/lib/constants/tournaments';
import { useOfficeBonusTemplates } from '@/lib/hooks/data/use-office-bonus-templates';
import { useOfficeTournaments } from '@/lib/hooks/data/use-office-tournaments';
import { useRouter } from '@/lib/i18n/navigation';
import { FormAlert } from '../form-alert';
import {
  CheckList,
  Field,
  FormActions,
  FormPage,
  Group,
  LocalizedGroup,
  SelectField,
  TextAreaField,
  browserZone,
  instantOf,
  localInput,
  localizedFields,
  rowId,
  RowList,
  useMarketingErrors,
  useSaveForm,
  type FormRead,
} from './form-kit';
import { loadState } from './load-state';
import { useAnnounce } from './marketing-notice';
import { MARKETING_PAGES } from './marketing-paths';
import { templateOptions } from './template-options';
import styles from './marketing.module.css';

/** The products a tournament may count (every one when none is ticked). */
const PRODUCTS = TOP_PRODUCTS.filter((product) => product !== 'all');
type PoolMode = (typeof TOURNAMENT_POOL_MODES)[number];

type Prize = {
  id: number;
  from: number;
  to: number;
  /** Percent of the pool each place takes, as the form shows it (the API's basis points ÷ 100). */
  share: number;
  kind: TournamentPrizeKind;
  template: string;
};

/** Basis points (the API's shares) as the percent the form shows, and back. */
const percentOf = (bp: number) => bp / (BASIS_POINTS / 100);
const bpOf = (percent: number | null) =>
  percent === null ? null : Math.round(percent * (BASIS_POINTS / 100));

function fieldsOf(prizes: number) {
  return [
    ...localizedFields('name'),
    ...localizedFields('rules'),
    'image',
    'starts_at',
    'ends_at',
    'registration',
    'products',
    'games',
    'scoring',
    'best_count',
    'min_bet',
    ...CURRENCIES.map((currency) => `min_bet.${currency}`),
    'min_score',
    'min_players',
    'max_players',
    'pool',
    'pool.mode',
    'pool.amount',
    'pool.share_bp',
    'prizes',
    ...Array.from({ length: prizes }, (_, i) => [
      `prizes.${i}`,
      `prizes.${i}.from`,
      `prizes.${i}.to`,
      `prizes.${i}.share_bp`,
      `prizes.${i}.kind`,
      `prizes.${i}.template`,
    ]).flat(),
  ];
}

/**
 * `/office/marketing/tournaments/new` and `…/edit/{id}`: a tournament's terms (texts, window,
 * what counts and how it is scored, the pool and the prize table). The API takes changes only
 * while the tournament is upcoming; a started one's page says so instead of a form.
 */
export function TournamentEditor({ id }: { id?: number }) {
  const t = useTranslations('office.marketing.tournaments');
  const router = useRouter();
  const announce = useAnnounce();
  const list = useOfficeTournaments();
  const templates = useOfficeBonusTemplates();
  const tournament = id === undefined ? undefined : list.tournaments?.find((row) => row.id === id);
  const locked = tournament !== undefined && tournament.status !== 'upcoming';
  const state = loadState(
    id === undefined ? [templates.templates] : [templates.templates, list.tournaments],
    [templates.error, list.error],
    id !== undefined && list.tournaments !== undefined && (!tournament || locked),
  );

  async function saved(answer: OperatorTournament) {
    await list.mutate();
    announce({
      path: MARKETING_PAGES.tournaments,
      text: tournament ? t('updated', { id: answer.id }) : t('created', { id: answer.id }),
    });
    router.push(MARKETING_PAGES.tournaments);
  }

  return (
    <FormPage
      title={tournament ? t('editTitle', { id: tournament.id }) : t('newTitle')}
      back={MARKETING_PAGES.tournaments}
      backLabel={t('back')}
      state={state}
      onRetry={() => {
        void templates.mutate();
        void list.mutate();
      }}
      missing={locked ? t('locked', { id: id ?? 0 }) : t('missing', { id: id ?? 0 })}
    >
      <TournamentForm
        tournament={tournament}
        templates={templates.templates ?? []}
        onSaved={saved}
      />
    </FormPage>
  );
}

function TournamentForm({
  tournament,
  templates,
  onSaved,
}: {
  tournament: OperatorTournament | undefined;
  templates: readonly BonusTemplate[];
  onSaved: (answer: OperatorTournament) => Promise<void>;
}) {
  const t = useTranslations('office.marketing.tournaments');
  const tf = useTranslations('office.marketing.form');
  const locale = useLocale();
  const [scoring, setScoring] = useState<TournamentScoring>(tournament?.scoring ?? 'turnover');
  const [poolMode, setPoolMode] = useState<PoolMode>(tournament?.pool_mode ?? 'fixed');
  const [prizes, setPrizes] = useState<Prize[]>(() =>
    (
      tournament?.prizes ?? [
        { from: 1, to: 1, share_bp: 5000, kind: 'real' as const, template: null },
        { from: 2, to: 2, share_bp: 3000, kind: 'real' as const, template: null },
        { from: 3, to: 3, share_bp: 2000, kind: 'real' as const, template: null },
      ]
    ).map((prize) => ({
      id: rowId(),
      from: prize.from,
      to: prize.to,
      share: percentOf(prize.share_bp),
      kind: prize.kind,
      template: prize.template ?? '',
    })),
  );
  const { form, error, setError, pending, submit } = useSaveForm();
  const { field, message } = useMarketingErrors(error, fieldsOf(prizes.length));

  function setPrize(id: number, change: Partial<Prize>) {
    setPrizes(prizes.map((prize) => (prize.id === id ? { ...prize, ...change } : prize)));
  }

  function addPrize() {
    const last = prizes.at(-1);
    const place = (last?.to ?? 0) + 1;
    setPrizes([
      ...prizes,
      { id: rowId(), from: place, to: place, share: 0, kind: 'real', template: '' },
    ]);
  }

  function removePrize(id: number) {
    // The refusal's row numbers named the rows as they were.
    setError(null);
    setPrizes(prizes.filter((prize) => prize.id !== id));
  }

  function send(read: FormRead) {
    const minBets = CURRENCIES.flatMap((currency) => {
      const value = read.number(`min_bet.${currency}`);
      return value === null ? [] : [[currency, value] as const];
    });
    const body: TournamentBody = {
      name: { ru: read.text('name.ru'), en: read.text('name.en'), kz: read.text('name.kz') },
      rules: { ru: read.text('rules.ru'), en: read.text('rules.en'), kz: read.text('rules.kz') },
      image: read.optional('image'),
      starts_at: instantOf(read.text('starts_at')) ?? '',
      ends_at: instantOf(read.text('ends_at')) ?? '',
      registration: read.text('registration') as TournamentBody['registration'],
      products: read.values('products') as TournamentBody['products'],
      games: read.lines('games'),
      scoring,
      best_count: scoring === 'sum_multipliers' ? read.number('best_count') : null,
      min_bet: Object.fromEntries(minBets),
      min_score: read.number('min_score') ?? 0,
      min_players: read.number('min_players') ?? 1,
      max_players: read.number('max_players'),
      pool:
        poolMode === 'fixed'
          ? { mode: 'fixed', amount: read.number('pool.amount') as number }
          : { mode: 'turnover_share', share_bp: bpOf(read.number('pool.share_bp')) as number },
      prizes: prizes.map((prize, i) => ({
        from: read.number(`prizes.${i}.from`) as number,
        to: read.number(`prizes.${i}.to`) as number,
        share_bp: bpOf(read.number(`prizes.${i}.share_bp`)) as number,
        kind: prize.kind,
        ...(prize.kind === 'real' ? {} : { template: read.text(`prizes.${i}.template`) }),
      })),
    };
    return tournament
      ? updateTournament(officeApi(), tournament.id, body)
      : createTournament(officeApi(), body);
  }

  const minBets = tournament?.min_bets ?? { [BASE_CURRENCY]: 10 };

  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      aria-labelledby="marketing-form-title"
      onSubmit={(event) => submit(event, async (read) => onSaved((await send(read)).data))}
    >
      <FormAlert message={message} />
      <LocalizedGroup
        legend={t('fields.name')}
        name="name"
        values={tournament?.name}
        field={field}
        maxLength={200}
      />
      <LocalizedGroup
        legend={t('fields.rules')}
        name="rules"
        values={tournament?.rules}
        field={field}
        maxLength={4000}
        multiline
        hint={t('hints.rules')}
      />
      <Group legend={t('groups.when')} hint={tf('zone', { zone: browserZone() })}>
        <Field
          label={t('fields.startsAt')}
          name="starts_at"
          type="datetime-local"
          required
          defaultValue={localInput(tournament?.starts_at)}
          error={field('starts_at')}
        />
        <Field
          label={t('fields.endsAt')}
          name="ends_at"
          type="datetime-local"
          required
          defaultValue={localInput(tournament?.ends_at)}
          hint={t('hints.endsAt')}
          error={field('ends_at')}
        />
        <SelectField
          label={t('fields.registration')}
          name="registration"
          defaultValue={tournament?.registration ?? 'auto'}
          options={TOURNAMENT_REGISTRATIONS.map((value) => ({
            value,
            label: t(`registrations.${value}`),
          }))}
          hint={t('hints.registration')}
          error={field('registration')}
        />
        <Field
          label={t('fields.image')}
          name="image"
          type="url"
          maxLength={500}
          defaultValue={tournament?.image ?? ''}
          hint={t('hints.image')}
          error={field('image')}
        />
      </Group>
      <Group legend={t('groups.counting')}>
        <CheckList
          legend={t('fields.products')}
          name="products"
          options={PRODUCTS.map((value) => ({ value, label: t(`products.${value}`) }))}
          checked={tournament?.products ?? []}
          hint={t('hints.products')}
          error={field('products')}
        />
        <TextAreaField
          label={t('fields.games')}
          name="games"
          defaultValue={tournament?.games.join('\n')}
          hint={t('hints.games')}
          error={field('games')}
          className={styles.full}
        />
        <Group
          legend={t('fields.minBet')}
          hint={t('hints.minBet')}
          error={field('min_bet')}
          className={styles.full}
        >
          {CURRENCIES.map((currency) => (
            <Field
              key={currency}
              label={t('fields.minBetIn', { currency })}
              name={`min_bet.${currency}`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              defaultValue={minBets[currency] ?? ''}
              error={field(`min_bet.${currency}`)}
            />
          ))}
        </Group>
      </Group>
      <Group legend={t('groups.scoring')}>
        <SelectField
          label={t('fields.scoring')}
          name="scoring"
          value={scoring}
          onChange={(event) => setScoring(event.target.value as TournamentScoring)}
          options={TOURNAMENT_SCORINGS.map((value) => ({ value, label: t(`scorings.${value}`) }))}
          hint={t(`scoringHints.${scoring}`)}
          error={field('scoring')}
        />
        {scoring === 'sum_multipliers' ? (
          <Field
            label={t('fields.bestCount')}
            name="best_count"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            step={1}
            required
            defaultValue={tournament?.best_count ?? 10}
            hint={t('hints.bestCount')}
            error={field('best_count')}
          />
        ) : null}
        <Field
          label={t('fields.minScore')}
          name="min_score"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          defaultValue={tournament?.min_score ?? 0}
          hint={t(`minScoreHints.${scoring}`, { currency: BASE_CURRENCY })}
          error={field('min_score')}
        />
        <Field
          label={t('fields.minPlayers')}
          name="min_players"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          defaultValue={tournament?.min_players ?? 1}
          hint={t('hints.minPlayers')}
          error={field('min_players')}
        />
        <Field
          label={t('fields.maxPlayers')}
          name="max_players"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          defaultValue={tournament?.max_players ?? ''}
          hint={t('hints.maxPlayers')}
          error={field('max_players')}
        />
      </Group>
      <Group legend={t('groups.pool')} error={field('pool')}>
        <SelectField
          label={t('fields.poolMode')}
          name="pool.mode"
          value={poolMode}
          onChange={(event) => setPoolMode(event.target.value as PoolMode)}
          options={TOURNAMENT_POOL_MODES.map((value) => ({
            value,
            label: t(`poolModes.${value}`),
          }))}
          error={field('pool.mode')}
        />
        {poolMode === 'fixed' ? (
          <Field
            label={t('fields.poolAmount', { currency: BASE_CURRENCY })}
            name="pool.amount"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            required
            defaultValue={tournament?.pool_mode === 'fixed' ? tournament.pool : ''}
            hint={t('hints.poolAmount')}
            error={field('pool.amount')}
          />
        ) : (
          <Field
            label={t('fields.poolShare')}
            name="pool.share_bp"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            required
            defaultValue={
              tournament?.pool_share_bp != null ? percentOf(tournament.pool_share_bp) : ''
            }
            hint={t('hints.poolShare')}
            error={field('pool.share_bp')}
          />
        )}
      </Group>
      <Group legend={t('groups.prizes')} hint={t('hints.prizes')} error={field('prizes')}>
        <RowList
          name="prizes"
          rows={prizes}
          max={100}
          field={field}
          legend={(row) => t('prizeRow', { row })}
          removeLabel={(row) => t('removePrize', { row })}
          addLabel={t('addPrize')}
          onAdd={addPrize}
          onRemove={removePrize}
        >
          {(prize, i) => (
            <>
              <Field
                label={t('fields.from')}
                name={`prizes.${i}.from`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                defaultValue={prize.from}
                error={field(`prizes.${i}.from`)}
              />
              <Field
                label={t('fields.to')}
                name={`prizes.${i}.to`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                defaultValue={prize.to}
                error={field(`prizes.${i}.to`)}
              />
              <Field
                label={t('fields.share')}
                name={`prizes.${i}.share_bp`}
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.01}
                required
                defaultValue={prize.share}
                error={field(`prizes.${i}.share_bp`)}
              />
              <SelectField
                label={t('fields.prizeKind')}
                name={`prizes.${i}.kind`}
                value={prize.kind}
                onChange={(event) =>
                  setPrize(prize.id, { kind: event.target.value as TournamentPrizeKind })
                }
                options={TOURNAMENT_PRIZE_KINDS.map((value) => ({
                  value,
                  label: t(`prizeKinds.${value}`),
                }))}
                error={field(`prizes.${i}.kind`)}
              />
              {prize.kind !== 'real' ? (
                <SelectField
                  label={t('fields.prizeTemplate')}
                  name={`prizes.${i}.template`}
                  defaultValue={prize.template}
                  required
                  placeholder={t('chooseTemplate')}
                  options={templateOptions(
                    templates,
                    locale,
                    tf('off'),
                    (template) =>
                      (template.kind === 'free_spins') === (prize.kind === 'free_spins'),
                    prize.template,
                  )}
                  error={field(`prizes.${i}.template`)}
                />
              ) : null}
            </>
          )}
        </RowList>
      </Group>
      <FormActions
        pending={pending}
        submitLabel={tournament ? tf('save') : t('create')}
        back={MARKETING_PAGES.tournaments}
      />
    </form>
  );
}
