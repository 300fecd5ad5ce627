import { SignInPage } from '@/components/office/sign-in/sign-in-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page';
import { officeMetadata } from '../../office-metadata';

export const generateMetadata = officeMetadata('signIn');

/** `/office/sign-in` — staff sign-in with the second factor. */
export default async function OfficeSignInPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <SignInPage />;
}
