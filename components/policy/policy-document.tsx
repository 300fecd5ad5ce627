import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';

export type PolicyNamespace =
  'PolicyKyc' | 'PolicyUserAgreementEn' | 'PolicyConfidential' | 'PolicyUserAgreementRu';

/** A legal document from the messages: title, date, introduction, a table of contents and sections. */
export async function PolicyDocument({ namespace }: { namespace: PolicyNamespace }) {
  const t = await getTranslations(namespace);
  const common = await getTranslations('Policy');
  const sections = Object.entries<{ heading: string; paragraphs: string[] }>(
    (await getMessages())[namespace].sections,
  );

  return (
    <article className="policy">
      <PageHeading title={t('title')} lead={t('intro')}>
        <p className="muted">{common('updated', { date: t('updated') })}</p>
      </PageHeading>
      <nav aria-label={common('contents')} className="policy-contents">
        <h2>{common('contents')}</h2>
        <ol>
          {sections.map(([key, section]) => (
            <li key={key}>
              <a href={`#${key}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(([key, section], index) => (
        <section key={key} id={key}>
          <h2>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
