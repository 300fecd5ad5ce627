import { PolicyDocument } from '@/components/policy/policy-document';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom(
  'PolicyUserAgreementRu',
  '/policy/ru/user-agreement',
);

export default async function UserAgreementRuPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <PolicyDocument namespace="PolicyUserAgreementRu" />;
}
