'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './office.module.css';

export type ColumnChoice = {
  key: string;
  header: string;
  visible: boolean;
  /** False for a required column, and for the last one shown. */
  canHide: boolean;
  toggle: (visible: boolean) => void;
};

/**
 * "Columns": a disclosure (a button with `aria-expanded`) opening a group of checkboxes, one per
 * column. Escape closes it and gives the focus back to the button; so does a click outside.
 */
export function ListColumnsMenu({ choices }: { choices: readonly ColumnChoice[] }) {
  const t = useTranslations('office.list');
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      ref={box}
      className={styles.columnsMenu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="btn btn-ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t('columns')}
      </button>
      {open ? (
        <fieldset id={id} className={styles.columnsPanel}>
          <legend>{t('columnsLegend')}</legend>
          {choices.map((choice) => (
            <label key={choice.key}>
              <input
                type="checkbox"
                checked={choice.visible}
                disabled={!choice.canHide}
                onChange={(event) => choice.toggle(event.currentTarget.checked)}
              />
              {choice.header}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
