import type { RiskFlagKind } from '@/lib/constants/kyc';

type Evidence = Record<string, unknown>;

/** The words of `office.risk.evidence`, with their arguments. */
export type EvidenceWords = (key: string, values?: Record<string, string | number>) => string;

export type EvidenceFormat = {
  money: (amount: number, currency: string) => string;
  dateTime: (value: string) => string;
};

/** The first of `keys` that holds a text or a number, as text. */
function text(evidence: Evidence, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = evidence[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}

/** The first of `keys` that holds a number (or a number written as text). */
function number(evidence: Evidence, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const value = evidence[key];
    const parsed = typeof value === 'string' && value.trim() ? Number(value) : value;
    if (typeof parsed === 'number' && Number.isFinite(parsed)) return parsed;
  }
  return undefined;
}

/** The first of `keys` that holds a list, its entries read by `entry`. */
function list<T>(evidence: Evidence, keys: string[], entry: (value: unknown) => T | undefined) {
  for (const key of keys) {
    const value = evidence[key];
    if (Array.isArray(value)) return value.map(entry).filter((item) => item !== undefined) as T[];
  }
  return undefined;
}

const isRecord = (value: unknown): value is Evidence =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A player number, or any list entry that names one (`{user_id}`, `{id}`). */
function accountOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (isRecord(value)) return number(value, 'user_id', 'id');
  return undefined;
}

/** A list entry as words: a text, a number, or an object's most telling field. */
function wordsOf(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (!isRecord(value)) return undefined;
  const last4 = text(value, 'card_last4', 'last4');
  if (last4) return `•••• ${last4}`;
  return text(value, 'name', 'label', 'destination', 'value', 'address', 'code', 'id');
}

/** Money as the evidence writes it: `{amount, currency}` in major units. */
function moneyOf(value: unknown): { amount: number; currency: string } | undefined {
  if (!isRecord(value)) return undefined;
  const amount = number(value, 'amount');
  const currency = text(value, 'currency');
  return amount === undefined || !currency ? undefined : { amount, currency };
}

/** A payout destination as the evidence shows it: a card's last four digits or a wallet. */
function destinationOf(value: unknown): string | undefined {
  if (!isRecord(value)) return wordsOf(value);
  const last4 = text(value, 'card_last4', 'last4');
  if (last4) return `•••• ${last4}`;
  const address = text(value, 'address');
  if (!address) return wordsOf(value);
  const network = text(value, 'network');
  return network ? `${address} (${network})` : address;
}

/**
 * A flag's evidence in plain words, one line for the queue and the decision dialog, from the
 * evidence the AML checks write (`server/services/aml/`); a shape it does not know falls back to
 * "see the raw evidence", which is always one click away.
 */
export function describeEvidence(
  kind: RiskFlagKind,
  evidence: Evidence,
  t: EvidenceWords,
  format: EvidenceFormat,
): string {
  const shown = (value: unknown) => {
    const money = moneyOf(value);
    return money ? format.money(money.amount, money.currency) : undefined;
  };
  const when = (value: unknown) =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value))
      ? format.dateTime(value)
      : undefined;
  const days = number(evidence, 'window_days') ?? 30;

  switch (kind) {
    case 'large_payout': {
      const amount = shown(evidence.payout) ?? shown(evidence);
      if (!amount) break;
      const eur = number(evidence, 'threshold_eur');
      const threshold = eur === undefined ? shown(evidence.threshold) : format.money(eur, 'EUR');
      return threshold
        ? t('largePayoutOver', { amount, threshold })
        : t('large_payout', { amount });
    }
    case 'quick_cycle': {
      const deposits = shown(evidence.deposits_worth);
      const staked = shown(evidence.stakes_worth);
      const payout = shown(evidence.payout);
      if (!deposits || !staked || !payout) break;
      return t('quick_cycle', {
        hours: number(evidence, 'window_hours') ?? 24,
        deposits,
        staked,
        payout,
      });
    }
    case 'many_instruments': {
      const entries = list(evidence, ['instruments', 'destinations'], destinationOf) ?? [];
      const count = number(evidence, 'count') ?? entries.length;
      if (!count) break;
      return entries.length > 0
        ? t('manyInstrumentsList', { count, days, list: entries.join(', ') })
        : t('many_instruments', { count, days });
    }
    case 'details_changed': {
      const destination = destinationOf(evidence.new);
      const amount = shown(evidence.payout);
      if (!destination || !amount) break;
      const previous = isRecord(evidence.previous) ? evidence.previous : undefined;
      const before = previous && destinationOf(previous);
      const paidThere = previous && when(previous.at);
      return [
        t('details_changed', { amount, destination }),
        before ? t('detailsPrevious', { previous: before }) : '',
        paidThere ? t('detailsWhen', { when: paidThere }) : '',
      ]
        .filter(Boolean)
        .join('; ');
    }
    case 'many_countries': {
      // `{RU: 3, KZ: 1}`: sign-ins per country; or a plain list of countries.
      const countries = isRecord(evidence.countries)
        ? Object.entries(evidence.countries).map(([code, count]) => `${code} (${String(count)})`)
        : list(evidence, ['countries'], wordsOf);
      if (!countries?.length) break;
      return t('many_countries', { countries: countries.join(', '), days });
    }
    case 'duplicate_account': {
      const lines = duplicateMatches(evidence).map((match) =>
        t('duplicate_account', {
          what: signalWords(match, t),
          accounts: match.accounts.map((id) => `#${id}`).join(', '),
        }),
      );
      if (lines.length === 0) break;
      return lines.join('; ');
    }
    case 'sanctions':
    case 'pep': {
      // A screening hit: the entry's name, date of birth and source, and how well it matched.
      const name = text(evidence, 'name', 'matched_name');
      if (!name) break;
      const born = text(evidence, 'birth_date');
      const entry = born ? `${name} (${born})` : name;
      const source = text(evidence, 'source');
      const line = source
        ? t('listMatchOn', { name: entry, list: source })
        : t('listMatch', { name: entry });
      const score = number(evidence, 'score');
      return score === undefined
        ? line
        : `${line} (${t('score', { score: `${Math.round(score * 100)}%` })})`;
    }
    case 'underage': {
      const dob = text(evidence, 'birth_date', 'dob', 'date_of_birth');
      const age = number(evidence, 'age');
      const minimum = number(evidence, 'minimum_age', 'min_age', 'minimum');
      if (!dob || age === undefined || minimum === undefined) break;
      return t('underage', { dob, age, minimum });
    }
    case 'kyc_revoked': {
      const labels = list(evidence, ['labels', 'reject_labels'], wordsOf) ?? [];
      const rejectType = text(evidence, 'reject_type');
      return [t('kyc_revoked'), rejectType, labels.join(', ')].filter(Boolean).join(' · ');
    }
  }
  return t('unknown');
}

type DuplicateMatch = {
  signal: string | undefined;
  last4: string | undefined;
  value: string | undefined;
  accounts: number[];
};

/** The signals a duplicate-account flag names: one, or a list of matches. */
function duplicateMatches(evidence: Evidence): DuplicateMatch[] {
  const nested = [evidence.matches, evidence.signals].find(
    (value): value is unknown[] => Array.isArray(value) && value.some(isRecord),
  );
  const matches = nested ? nested.filter(isRecord) : [evidence];
  return matches
    .map((match) => ({
      signal: text(match, 'signal', 'kind', 'type'),
      last4: text(match, 'card_last4', 'last4'),
      value: text(match, 'mailbox', 'address', 'value', 'phone', 'email'),
      accounts:
        list(match, ['other_user_ids', 'user_ids', 'accounts', 'others'], accountOf) ??
        [accountOf(match.other_user_id ?? match.user_id)].filter(
          (id): id is number => id !== undefined,
        ),
    }))
    .filter((match) => match.accounts.length > 0);
}

function signalWords(match: DuplicateMatch, t: EvidenceWords): string {
  switch (match.signal) {
    case 'card':
      // A payout destination: a card by its last four digits, or a crypto wallet.
      if (match.last4) return t('signals.card', { last4: match.last4 });
      return match.value ? t('signals.wallet', { value: match.value }) : t('signals.anyCard');
    case 'device':
      return t('signals.device');
    case 'fingerprint':
      return t('signals.fingerprint');
    case 'phone':
      return match.value ? t('signals.phone', { value: match.value }) : t('signals.anyPhone');
    case 'email':
      return match.value ? t('signals.email', { value: match.value }) : t('signals.anyEmail');
    default:
      return t('signals.other');
  }
}
