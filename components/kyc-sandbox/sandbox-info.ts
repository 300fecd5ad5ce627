/** The sandbox upload page's personal details: what is typed, and what is wrong with it. */

/** Countries offered in the list (ISO 3166-1 alpha-3, as Sumsub keeps them); any other is typed. */
export const COMMON_COUNTRIES = [
  'KAZ',
  'RUS',
  'UZB',
  'KGZ',
  'BLR',
  'ARM',
  'AZE',
  'GEO',
  'TUR',
  'DEU',
  'GBR',
  'USA',
] as const;
export const OTHER_COUNTRY = 'other';

export type InfoForm = {
  first_name: string;
  last_name: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  dob: string;
  /** A code of the list, `other`, or empty. */
  country: string;
  /** The alpha-3 code typed when `country` is `other`. */
  countryOther: string;
};

export type InfoProblem = 'required' | 'tooLong' | 'invalidDate' | 'futureDate' | 'invalidCountry';

/** What is wrong with each field (the API's own rules: names 1–100, an ISO date, alpha-3). */
export function infoProblems(
  form: InfoForm,
  today: Date = new Date(),
): Partial<Record<keyof InfoForm, InfoProblem>> {
  const problems: Partial<Record<keyof InfoForm, InfoProblem>> = {};
  for (const name of ['first_name', 'last_name'] as const) {
    const value = form[name].trim();
    if (!value) problems[name] = 'required';
    else if (value.length > 100) problems[name] = 'tooLong';
  }
  if (!form.dob) problems.dob = 'required';
  else if (!isDate(form.dob)) problems.dob = 'invalidDate';
  else if (form.dob > today.toISOString().slice(0, 10)) problems.dob = 'futureDate';
  if (!form.country) problems.country = 'required';
  else if (form.country === OTHER_COUNTRY) {
    if (!form.countryOther.trim()) problems.country = 'required';
    else if (!/^[A-Za-z]{3}$/.test(form.countryOther.trim())) problems.country = 'invalidCountry';
  }
  return problems;
}

function isDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    date.getUTCFullYear() >= 1900
  );
}
