import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('Faq', '/faq');

export default async function FaqPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Faq');
  // The questions are content, not interface strings: their keys come from the messages' shape,
  // their text through the translator (the build precompiles messages: next.config.mjs).
  const shape = (await getMessages()) as unknown as {
    Faq: { sections: Record<string, { items: Record<string, unknown> }> };
  };
  // Keys read from the shape, so loosened from the typed ones.
  const text = t as unknown as (key: string) => string;
  const sections = Object.entries(shape.Faq.sections).map(([key, section]) => ({
    key,
    title: text(`sections.${key}.title`),
    items: Object.keys(section.items).map((item) => ({
      key: item,
      question: text(`sections.${key}.items.${item}.question`),
      answer: text(`sections.${key}.items.${item}.answer`),
    })),
  }));
  // FAQPage structured data lets search engines show the answers directly.
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };

  return (
    <>
      <PageHeading title={t('heading')} lead={t('lead')} />
      {sections.map((section) => (
        <section key={section.key} className="faq-section" aria-labelledby={`faq-${section.key}`}>
          <h2 id={`faq-${section.key}`}>{section.title}</h2>
          {section.items.map((item) => (
            <details key={item.key} className="faq-item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
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
