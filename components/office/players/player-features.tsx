'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { officeApi } from '@/lib/api/office';
import { savePlayerFeatures } from '@/lib/api/office-features';
import { FEATURES, type Feature } from '@/lib/constants/features';
import { usePlayerFeatures } from '@/lib/hooks/data/use-office-features';
import type { PlayerFeatures } from '@/lib/schemas/office-features';
import { CheckField } from '../check-field';
import { FormAlert } from '../form-alert';
import { useOfficeError } from '../use-office-error';
import riskStyles from '../risk/risk.module.css';

/**
 * The player's feature flags (`players.features`): a box per flag of the catalogue for the
 * player's own, each saying which segment rules give it too (those change on the feature flags
 * page), and what the site gets now.
 */
export function PlayerFeaturesPanel({ userId }: { userId: number }) {
  const t = useTranslations('office.features.player');
  const { features, error, mutate } = usePlayerFeatures(userId);
  if (!features) {
    return error ? (
      <>
        <FormAlert message={t('loadError')} />
        <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </>
    ) : (
      <p className="muted">{t('loading')}</p>
    );
  }
  return (
    <FeaturesForm view={features} onSaved={(answer) => mutate(answer, { revalidate: false })} />
  );
}

function FeaturesForm({
  view,
  onSaved,
}: {
  view: PlayerFeatures;
  onSaved: (answer: PlayerFeatures) => Promise<unknown>;
}) {
  const t = useTranslations('office.features');
  const [checked, setChecked] = useState<readonly Feature[]>(view.features);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { field, message } = useOfficeError(failure, ['features']);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setSaved(false);
    setFailure(null);
    try {
      const answer = await savePlayerFeatures(officeApi(), view.user_id, [...checked]);
      setChecked(answer.features);
      await onSaved(answer);
      setSaved(true);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setPending(false);
    }
  }

  const givenBy = (feature: Feature) =>
    view.segments
      .filter((segment) => segment.features.includes(feature))
      .map((segment) => segment.name);

  return (
    <form className={riskStyles.form} onSubmit={submit} noValidate>
      <p className="muted">{t('player.hint')}</p>
      <fieldset>
        <legend>{t('player.own')}</legend>
        {FEATURES.map((feature) => {
          const segments = givenBy(feature);
          return (
            <CheckField
              key={feature}
              label={t(`flags.${feature}`)}
              name="features"
              value={feature}
              checked={checked.includes(feature)}
              onChange={(event) =>
                setChecked((list) =>
                  event.target.checked
                    ? [...list, feature]
                    : list.filter((item) => item !== feature),
                )
              }
              hint={[
                t(`hints.${feature}`),
                segments.length > 0 ? t('player.fromSegments', { names: segments.join(', ') }) : '',
              ]
                .filter(Boolean)
                .join(' ')}
            />
          );
        })}
        {field('features') ? <p className="field-error">{field('features')}</p> : null}
      </fieldset>
      <p>
        {view.effective.length > 0
          ? t('player.effective', {
              flags: view.effective.map((feature) => t(`flags.${feature}`)).join(', '),
            })
          : t('player.effectiveNone')}
      </p>
      <FormAlert message={message} />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? t('player.saving') : t('player.save')}
      </button>
      {saved ? <FormAlert message={t('player.saved')} tone="info" /> : null}
    </form>
  );
}
