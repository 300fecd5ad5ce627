/** Letters and digits that cannot be mistaken for each other when read out or typed. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A first password for a new member (16 characters, about 92 bits, from the browser's CSPRNG),
 * which the admin hands over once; the member's first sign-in enrols the second factor.
 */
export function newStaffPassword(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
  let password = '';
  // Rejection sampling: only bytes below the largest multiple of the alphabet's size count.
  const limit = 256 - (256 % ALPHABET.length);
  for (const byte of bytes) {
    if (byte >= limit) continue;
    password += ALPHABET[byte % ALPHABET.length];
    if (password.length === length) return password;
  }
  return password + newStaffPassword(length - password.length);
}
