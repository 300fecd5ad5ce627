import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('Faq', '/faq');

export default async function FaqPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Faq');
  // The questions are content, not interface strings: iterate them as the messages hold them.
  const sections = Object.entries((await getMessages()).Faq.sections);
  // FAQPage structured data lets search engines show the answers directly.
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap(([, section]) =>
      Object.values<{ question: string; answer: string }>(section.items).map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };

  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      {sections.map(([key, section]) => (
        <section key={key} className="faq-section" aria-labelledby={`faq-${key}`}>
          <h2 id={`faq-${key}`}>{section.title}</h2>
          {Object.entries<{ question: string; answer: string }>(section.items).map(
            ([itemKey, item]) => (
              <details key={itemKey} className="faq-item">
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ),
          )}
        </section>
      ))}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(structuredData).replace(/</g, '\\u003c'),
        }}
      />
    </>
  );
}
