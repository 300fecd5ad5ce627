import { PolicyDocument } from '@/components/policy/policy-document';
import { pageMetadataFrom, resolveLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateMetadata = pageMetadataFrom('PolicyKyc', '/policy/en/kyc');

export default async function PolicyKycPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <PolicyDocument namespace="PolicyKyc" />;
}
