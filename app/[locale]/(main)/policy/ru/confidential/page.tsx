import { PolicyDocument } from '@/components/policy/policy-document';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('PolicyConfidential', '/policy/ru/confidential');

export default async function ConfidentialPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <PolicyDocument namespace="PolicyConfidential" />;
}
