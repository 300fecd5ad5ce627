import { PLAYER_NAME_MIN_CHARS } from '@/lib/constants/office-players';
import { normalizeCardNumber, normalizeCryptoAddress } from '@/lib/payments/payout-details';
import { phoneSchema } from '@/lib/schemas/auth';
import type { Config } from '@/server/config';
import { mailboxOf } from '@/server/services/aml/duplicate-flags';
import { cryptoNetworks } from '@/server/services/payments/methods';
import { destinationHash } from '@/server/services/payouts/destination-hash';

/**
 * What one search string can be, each read the way the column it is looked up in stores it. A
 * string is often several at once (`79991234567` is no account number but may be a phone; a
 * long token may be a fingerprint or a device mark), and each of them is one indexed lookup.
 */
export type SearchKeys = {
  id: number | null;
  /** The address as stored (lower-cased), and its mailbox (`mailboxOf`). */
  email: { address: string; mailbox: string } | null;
  /** E.164, as stored. */
  phone: string | null;
  /** The lower-cased prefix as a LIKE pattern, its wildcards escaped. */
  namePattern: string | null;
  /** A browser fingerprint or a device mark: any token without spaces. */
  token: string | null;
  /** `payouts.destination_hash` of the string as a card number or as a wallet on each network. */
  destinations: string[];
};

const MAX_USER_ID = 2_147_483_647;

/** LIKE's wildcards and its escape character, escaped (the default escape is a backslash). */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The search string `q` (trimmed, not empty) as every kind of key it can be. */
export function searchKeys(ctx: { config: Pick<Config, 'authSecret'> }, q: string): SearchKeys {
  const number = /^#?([1-9]\d{0,9})$/.exec(q)?.[1];
  const id = number && Number(number) <= MAX_USER_ID ? Number(number) : null;
  const phone = phoneSchema.safeParse(q);
  const card = normalizeCardNumber(q);
  const wallets = cryptoNetworks().flatMap((network) => {
    const address = normalizeCryptoAddress(q, network);
    return address ? [destinationHash(ctx, { address, network })] : [];
  });
  const isEmail = /^[^\s@]+@[^\s@]+$/.test(q);
  // A name has letters: digits and a leading `#` or `+` are numbers, never names.
  const isName = q.length >= PLAYER_NAME_MIN_CHARS && !isEmail && /\p{L}/u.test(q);
  return {
    id,
    email: isEmail ? { address: q.toLowerCase(), mailbox: mailboxOf(q) } : null,
    phone: phone.success ? phone.data : null,
    // Lower-cased by the database too (`lower()` of the pattern), so both sides fold alike.
    namePattern: isName ? `${likeEscaped(q)}%` : null,
    token: /^[\x21-\x7e]{8,128}$/.test(q) && !isEmail ? q : null,
    destinations: [...(card ? [destinationHash(ctx, { card_number: card })] : []), ...wallets],
  };
}
