import { PolicyDocument } from '@/components/policy/policy-document';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom(
  'PolicyUserAgreementEn',
  '/policy/en/user-agreement',
);

export default async function UserAgreementEnPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <PolicyDocument namespace="PolicyUserAgreementEn" />;
}
