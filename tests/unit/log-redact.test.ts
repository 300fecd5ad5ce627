import { DrizzleQueryError } from 'drizzle-orm';
import { createLogger, type LogLevel } from '@/lib/log/logger';
import { REDACTED, redact, scrubText, serializeError } from '@/lib/log/redact';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJhYmMifQ.c2lnbmF0dXJlc2lnbmF0dXJl';

/** drizzle's error for a failed insert, with its bound values, and the driver's cause. */
function failedInsert() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
    code: '23505',
    detail: 'Key (email)=(ann@example.test) already exists.',
    parameters: ['ann@example.test', HASH],
  });
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['ann@example.test', HASH, 'hunter2\nsecond line'],
    cause,
  );
}

describe('log redaction', () => {
  it("keeps drizzle's SQL but none of its params, nor the cause's values", () => {
    const safe = serializeError(failedInsert());
    const text = JSON.stringify(safe);
    expect(safe.name).toBe('DrizzleQueryError');
    expect(safe.message).toBe(
      `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ${REDACTED}`,
    );
    expect(safe.cause).toEqual({
      name: 'Error',
      message: 'duplicate key value violates unique constraint "x"',
      code: '23505',
      stack: expect.any(String),
    });
    expect(safe.stack).toMatch(/^DrizzleQueryError: Failed query: .*\n {4}at /s);
    for (const secret of ['ann@', 'argon2', 'hunter2', 'second line']) {
      expect(text).not.toContain(secret);
    }
  });

  it('drops values under secret-sounding keys, however deep', () => {
    expect(
      redact({
        user: { id: 7, email: 'ann@example.test', password: 'hunter2', passwordHash: HASH },
        headers: { Authorization: `Bearer ${JWT}`, cookie: 'token=abc', 'user-agent': 'curl' },
        list: [{ code: '123456', refresh_token: 'r', clientSecret: 's', status: 200 }],
        params: ['x'],
      }),
    ).toEqual({
      user: { id: 7, email: 'a***@example.test', password: REDACTED, passwordHash: REDACTED },
      headers: { Authorization: REDACTED, cookie: REDACTED, 'user-agent': 'curl' },
      list: [{ code: REDACTED, refresh_token: REDACTED, clientSecret: REDACTED, status: 200 }],
      params: REDACTED,
    });
  });

  it('scrubs secrets out of free text', () => {
    const text = scrubText(
      `login ann@example.test with password=hunter2 "token": "abc123" Bearer ${JWT} hash ${HASH} ` +
        'invalid input syntax for type uuid: "sess-secret"',
    );
    for (const secret of ['ann@', 'hunter2', 'abc123', 'eyJ', 'argon2', 'sess-secret']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('password=[redacted]');
    expect(text).toContain('invalid input syntax for type uuid: [redacted]');
  });

  it('keeps a short code of an error, never a value posing as one', () => {
    const withCode = (code: unknown) => serializeError(Object.assign(new Error('x'), { code }));
    expect(withCode('ECONNRESET').code).toBe('ECONNRESET');
    expect(withCode('40001').code).toBe('40001');
    expect(withCode('123456').code).toBeUndefined();
    expect(withCode('user@example.test').code).toBeUndefined();
  });

  it('survives cycles, depth and things that are not errors', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(JSON.stringify(redact(loop))).toContain('[too deep]');
    expect(serializeError('a string thrown')).toEqual({
      name: 'string',
      message: 'a string thrown',
    });
    expect(redact({ n: 10n, when: new Date(0), fn: () => 1 })).toEqual({
      n: '10',
      when: '1970-01-01T00:00:00.000Z',
      fn: undefined,
    });
  });
});

describe('JSON-lines logger', () => {
  it('writes one redacted line per event at or above its level, with its context', () => {
    const lines: [string, LogLevel][] = [];
    const settings = {
      level: 'info' as LogLevel,
      sink: (line: string, level: LogLevel) => lines.push([line, level]),
    };
    const log = createLogger(settings, () => ({ requestId: 'req-1' }));
    log.debug('hidden');
    log.info('signed in', { userId: 7, token: JWT });
    settings.level = 'error';
    log.warn('hidden too');
    log.error('boom', { error: failedInsert() });
    expect(lines.map(([, level]) => level)).toEqual(['info', 'error']);
    const [first, second] = lines.map(([line]) => JSON.parse(line));
    expect(first).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      msg: 'signed in',
      requestId: 'req-1',
      userId: 7,
      token: REDACTED,
    });
    expect(second).toMatchObject({
      level: 'error',
      requestId: 'req-1',
      error: { name: 'DrizzleQueryError' },
    });
    expect(lines.every(([line]) => !line.includes('\n'))).toBe(true);
    expect(lines.join('')).not.toContain('hunter2');
  });
});
