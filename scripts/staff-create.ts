/**
 * `npm run staff:create -- --email a@b.c --name "Anna" [--role admin]`: a staff account on the
 * configured database, its second factor enrolled at once. Prints, this one time, the password
 * (STAFF_PASSWORD, else a generated one), the TOTP secret with its otpauth link and QR code, and
 * the recovery codes; none of them can be shown again. The first admin is made this way, never
 * by a default password (issue 33). Exits 2 on bad input.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { createStaffRequestSchema } from '@/lib/schemas/staff';
import { loadConfig } from '@/server/config';
import { createContext, openPreparedDatabase } from '@/server/context';
import { staff } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { seal } from '@/server/lib/sealed';
import { createStaff } from '@/server/services/staff/create-staff';
import { newRecoveryCodes, secretContext } from '@/server/services/staff/sign-in';
import { newTotpSecret } from '@/server/services/staff/totp';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'admin' },
  },
});

const generated = !process.env.STAFF_PASSWORD;
const input = createStaffRequestSchema.safeParse({
  email: values.email,
  name: values.name ?? values.email,
  role: values.role,
  password: process.env.STAFF_PASSWORD ?? randomBytes(12).toString('base64url'),
});
if (!input.success) {
  console.error(
    'usage: npm run staff:create -- --email anna@example.com --name Anna [--role admin]',
  );
  console.error(
    input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
  );
  process.exit(2);
}

async function main(data: NonNullable<typeof input.data>) {
  const config = loadConfig();
  const database = await openPreparedDatabase(config);
  try {
    const ctx = createContext({ config, db: database.db });
    const created = await createStaff(
      ctx,
      data,
      { type: 'system', label: 'staff:create' },
      {
        ip: null,
        requestId: null,
      },
    );
    const enrolment = await newTotpSecret(created.email);
    const recovery = newRecoveryCodes();
    await ctx.db
      .update(staff)
      .set({
        totpSecret: seal(config.staffSecretsKey, enrolment.secret, secretContext(created.id)),
        totpEnabledAt: ctx.clock.now(),
        recoveryCodes: recovery.digests,
      })
      .where(eq(staff.id, created.id));
    console.log(`Staff #${created.id} ${created.email}, role ${created.role}.`);
    if (generated) console.log(`Password (shown once): ${data.password}`);
    console.log(`Add to an authenticator app (shown once): ${enrolment.secret}`);
    console.log(enrolment.uri);
    console.log(await QRCode.toString(enrolment.uri, { type: 'terminal', small: true }));
    console.log(`Recovery codes, each good once (shown once):\n${recovery.codes.join('\n')}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.fields ? JSON.stringify(error.fields) : error.message);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(input.data).then((code) => process.exit(code));
