import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';

export type PolicyNamespace =
  'PolicyKyc' | 'PolicyUserAgreementEn' | 'PolicyConfidential' | 'PolicyUserAgreementRu';

type Sections = Record<string, { paragraphs: Record<string, unknown> }>;

/**
 * A legal document from the messages: title, date, introduction, a table of contents and sections.
 * Its sections and their paragraphs are read as keys from the messages' shape, their text through
 * the translator: the build precompiles every message (next.config.mjs), so the shape holds
 * compiled messages, not text.
 */
export async function PolicyDocument({ namespace }: { namespace: PolicyNamespace }) {
  const t = await getTranslations(namespace);
  const common = await getTranslations('Policy');
  const messages = (await getMessages()) as unknown as Record<
    PolicyNamespace,
    { sections: Sections }
  >;
  // Keys read from the shape, so loosened from the typed ones.
  const text = t as unknown as (key: string) => string;
  const sections = Object.entries(messages[namespace].sections).map(([key, section]) => ({
    key,
    heading: text(`sections.${key}.heading`),
    paragraphs: Object.keys(section.paragraphs).map((paragraph) =>
      text(`sections.${key}.paragraphs.${paragraph}`),
    ),
  }));

  return (
    <article className="policy">
      <PageHeading title={t('title')} lead={t('intro')}>
        <p className="muted">{common('updated', { date: t('updated') })}</p>
      </PageHeading>
      <nav aria-label={common('contents')} className="policy-contents">
        <h2>{common('contents')}</h2>
        <ol>
          {sections.map(({ key, heading }) => (
            <li key={key}>
              <a href={`#${key}`}>{heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(({ key, heading, paragraphs }, index) => (
        <section key={key} id={key}>
          <h2>
            {index + 1}. {heading}
          </h2>
          {paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
