import type { BonusTemplate } from '@/lib/api/office-marketing';
import type { Localized } from './form-kit';

/** A template's name in the page's language, by its code; empty while the list loads. */
export function templateName(
  templates: readonly BonusTemplate[] | undefined,
  code: string,
  locale: string,
): string {
  const template = templates?.find((candidate) => candidate.code === code);
  return template ? template.name[locale as keyof Localized] : '';
}

/**
 * The templates a select offers, `code — name`, those switched off marked; `keep` stays among
 * them even when `accept` would leave it out (the value a saved item already has).
 */
export function templateOptions(
  templates: readonly BonusTemplate[] | undefined,
  locale: string,
  offLabel: string,
  accept: (template: BonusTemplate) => boolean = () => true,
  keep?: string | null,
) {
  return (templates ?? [])
    .filter((template) => accept(template) || template.code === keep)
    .map((template) => ({
      value: template.code,
      label: `${template.code} — ${template.name[locale as keyof Localized]}${
        template.active ? '' : ` (${offLabel})`
      }`,
    }));
}
