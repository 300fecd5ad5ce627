import { hashPassword, verifyPassword } from '@/server/lib/password';

// The API tests hash at the lowest cost (tests/support/argon2-fast.ts); this is the site's own.
describe('password hashing', () => {
  it('is argon2id at the OWASP minimum: 19 MiB, two passes, one lane', async () => {
    const hashed = await hashPassword('correct horse battery staple');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(hashed, 'correct horse battery staple')).resolves.toBe(true);
    await expect(verifyPassword(hashed, 'correct horse battery stapler')).resolves.toBe(false);
  });

  it('answers false, not an error, for a missing or malformed hash', async () => {
    await expect(verifyPassword(null, 'anything')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});
