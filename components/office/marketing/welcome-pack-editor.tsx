'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { officeApi } from '@/lib/api/office';
import {
  createWelcomePack,
  updateWelcomePack,
  type BonusTemplate,
  type WelcomePack,
  type WelcomePackBody,
} from '@/lib/api/office-marketing';
import { useOfficeBonusTemplates } from '@/lib/hooks/data/use-office-bonus-templates';
import { useOfficeWelcomePacks } from '@/lib/hooks/data/use-office-welcome-packs';
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
  localizedFields,
  refusedHere,
  rowId,
  RowList,
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

type Step = WelcomePack['steps'][number];

/** A pack holds at most this many steps (the API's limit). */
const MAX_STEPS = 20;

function fieldsOf(steps: number) {
  return [
    'code',
    ...localizedFields('name'),
    ...localizedFields('public_title'),
    'valid_days',
    'active',
    'steps',
    ...Array.from({ length: steps }, (_, i) => [
      `steps.${i}`,
      `steps.${i}.step`,
      `steps.${i}.nth_deposit`,
      `steps.${i}.template`,
    ]).flat(),
  ];
}

/**
 * `/office/marketing/welcome-packs/new` and `…/edit/{code}`: a welcome pack, its texts and the
 * bonus template each deposit of it gives.
 */
export function WelcomePackEditor({ code }: { code?: string }) {
  const t = useTranslations('office.marketing.packs');
  const router = useRouter();
  const announce = useAnnounce();
  const packs = useOfficeWelcomePacks();
  const templates = useOfficeBonusTemplates();
  const pack = code === undefined ? undefined : packs.packs?.find((row) => row.code === code);
  const state = loadState(
    code === undefined ? [templates.templates] : [templates.templates, packs.packs],
    [templates.error, packs.error],
    code !== undefined && packs.packs !== undefined && !pack,
  );

  async function saved(answer: WelcomePack) {
    await packs.mutate();
    announce({
      path: MARKETING_PAGES.welcomePacks,
      text: pack ? t('updated', { code: answer.code }) : t('created', { code: answer.code }),
    });
    router.push(MARKETING_PAGES.welcomePacks);
  }

  return (
    <FormPage
      title={pack ? t('editTitle', { code: pack.code }) : t('newTitle')}
      back={MARKETING_PAGES.welcomePacks}
      backLabel={t('back')}
      state={state}
      onRetry={() => {
        void templates.mutate();
        void packs.mutate();
      }}
      missing={t('missing', { code: code ?? '' })}
    >
      <WelcomePackForm pack={pack} templates={templates.templates ?? []} onSaved={saved} />
    </FormPage>
  );
}

function WelcomePackForm({
  pack,
  templates,
  onSaved,
}: {
  pack: WelcomePack | undefined;
  templates: readonly BonusTemplate[];
  onSaved: (answer: WelcomePack) => Promise<void>;
}) {
  const t = useTranslations('office.marketing.packs');
  const tf = useTranslations('office.marketing.form');
  const locale = useLocale();
  const withId = (step: Step) => ({ ...step, id: rowId() });
  const [steps, setSteps] = useState(() =>
    (pack?.steps ?? [{ step: 1, nth_deposit: 1, template: '' }]).map(withId),
  );
  const { form, error, setError, pending, submit } = useSaveForm();
  const { field, message } = useMarketingErrors(error, fieldsOf(steps.length));
  const options = templateOptions(templates, locale, tf('off'));

  function add() {
    const next = steps.length + 1;
    setSteps([...steps, withId({ step: next, nth_deposit: next, template: '' })]);
  }

  function remove(id: number) {
    // The refusal's row numbers named the rows as they were.
    setError(null);
    setSteps(steps.filter((step) => step.id !== id));
  }

  function send(read: FormRead) {
    const code = pack?.code ?? read.text('code');
    if (!HANDLE.test(code)) throw refusedHere({ code: ['invalid_value'] });
    const body: WelcomePackBody = {
      code,
      name: { ru: read.text('name.ru'), en: read.text('name.en'), kz: read.text('name.kz') },
      public_title: {
        ru: read.text('public_title.ru'),
        en: read.text('public_title.en'),
        kz: read.text('public_title.kz'),
      },
      valid_days: read.number('valid_days') as number,
      active: read.checked('active'),
      steps: steps.map((_, i) => ({
        step: read.number(`steps.${i}.step`) as number,
        nth_deposit: read.number(`steps.${i}.nth_deposit`) as number,
        template: read.text(`steps.${i}.template`),
      })),
    };
    return pack
      ? updateWelcomePack(officeApi(), pack.code, body)
      : createWelcomePack(officeApi(), body);
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
      <Group legend={t('groups.pack')}>
        <CodeField
          code={pack?.code}
          label={t('fields.code')}
          hint={pack ? t('hints.codeFixed') : t('hints.code')}
          error={takenCode(error) ? t('codeTaken') : field('code')}
        />
        <Field
          label={t('fields.validDays')}
          name="valid_days"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          step={1}
          required
          defaultValue={pack?.valid_days ?? 7}
          hint={t('hints.validDays')}
          error={field('valid_days')}
        />
        <CheckField
          label={t('fields.active')}
          name="active"
          defaultChecked={pack?.active ?? true}
          hint={t('hints.active')}
          error={field('active')}
        />
      </Group>
      <LocalizedGroup
        legend={t('fields.name')}
        name="name"
        values={pack?.name}
        field={field}
        maxLength={200}
        hint={t('hints.name')}
      />
      <LocalizedGroup
        legend={t('fields.publicTitle')}
        name="public_title"
        values={pack?.public_title}
        field={field}
        maxLength={200}
        hint={t('hints.publicTitle')}
      />
      <Group legend={t('groups.steps')} hint={t('hints.steps')} error={field('steps')}>
        <RowList
          name="steps"
          rows={steps}
          max={MAX_STEPS}
          field={field}
          legend={(row) => t('row', { row })}
          removeLabel={(row) => t('removeStep', { row })}
          addLabel={t('addStep')}
          onAdd={add}
          onRemove={remove}
        >
          {(step, i) => (
            <>
              <Field
                label={t('fields.step')}
                name={`steps.${i}.step`}
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                step={1}
                required
                defaultValue={step.step}
                error={field(`steps.${i}.step`)}
              />
              <Field
                label={t('fields.nthDeposit')}
                name={`steps.${i}.nth_deposit`}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                required
                defaultValue={step.nth_deposit}
                error={field(`steps.${i}.nth_deposit`)}
              />
              <SelectField
                label={t('fields.template')}
                name={`steps.${i}.template`}
                defaultValue={step.template}
                required
                placeholder={t('chooseTemplate')}
                options={options}
                error={field(`steps.${i}.template`)}
              />
            </>
          )}
        </RowList>
      </Group>
      <FormActions
        pending={pending}
        submitLabel={pack ? tf('save') : t('create')}
        back={MARKETING_PAGES.welcomePacks}
      />
    </form>
  );
}
