/**
 * Sanctions and PEP screening (issue 35) against the file-backed list: names compared without
 * case, diacritics, punctuation or token order (Cyrillic as it is), dates of birth that must
 * agree, a hit raised as a `sanctions` or `pep` flag once per entry, `screened_at` written, the
 * file read again when it changes, and the periodic rescreen of verified players.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SCREENING_INTERVAL_MS } from '@/lib/constants/kyc';
import { users } from '@/server/db/schema';
import { birthDatesAgree, nameScore, nameTokens } from '@/server/services/aml/screening/names';
import { rescreenPlayers } from '@/server/services/aml/screening/rescreen-players';
import { screenPlayer } from '@/server/services/aml/screening/screen-player';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { flagsOf, newPlayer, playerRow } from './aml-support';

const dir = mkdtempSync(path.join(tmpdir(), 'screening-'));
const listFile = path.join(dir, 'screening-list.jsonl');

const ENTRIES = [
  {
    name: 'ИВАНОВ Иван Иванович',
    birth_date: '1970-05-12',
    list: 'sanctions',
    source: 'EU consolidated list',
  },
  { name: 'José Müller-Smith', list: 'pep', source: 'national PEP register' },
  { name: 'Jane Roe', birth_date: '1980-01-01', list: 'sanctions', source: 'OFAC SDN' },
  { name: "Seán O'Brien", birth_date: '1966', list: 'pep', source: 'national PEP register' },
];

function writeList(entries: object[], extra = '') {
  writeFileSync(listFile, entries.map((entry) => JSON.stringify(entry)).join('\n') + extra);
}

let api: TestApi;
beforeAll(async () => {
  writeList(ENTRIES, '\nnot json\n{"name": "no list"}\n');
  // The rescreen reads every verified player: a database of the suite's own on PostgreSQL.
  api = await createTestApi({
    env: { SCREENING: 'file', SCREENING_LIST_FILE: listFile },
    ownDatabase: true,
  });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A verified player with the provider's name and date of birth. */
async function verified(legalName: string | null, birthDate: string | null, level = 1) {
  const player = await newPlayer(api);
  await api.ctx.db
    .update(users)
    .set({ legalName, birthDate, kycLevel: level })
    .where(eq(users.id, player.id));
  return player;
}

describe('names', () => {
  it('drop case, diacritics, punctuation and order, and keep Cyrillic', () => {
    expect(nameTokens('  Müller-SMITH,  José ')).toEqual(['jose', 'muller', 'smith']);
    expect(nameTokens("O'Brien, Seán")).toEqual(['obrien', 'sean']);
    expect(nameTokens('Иванов ИВАН')).toEqual(['иван', 'иванов']);
    expect(nameTokens('Фёдор')).toEqual(nameTokens('Федор'));
    expect(nameScore(nameTokens('Ivan Ivanov'), nameTokens('IVANOV, Ivan'))).toBe(1);
    // A patronymic on one side only: a partial match of two tokens in three.
    expect(nameScore(nameTokens('Ivan Ivanov'), nameTokens('Ivanov Ivan Ivanovich'))).toBe(0.667);
    expect(nameScore(nameTokens('Ivan'), nameTokens('Ivan Ivanov'))).toBe(0);
    expect(nameScore(nameTokens('Ivan Petrov'), nameTokens('Ivan Ivanov'))).toBe(0);
    expect(birthDatesAgree('1966', '1966-03-02')).toBe(true);
    expect(birthDatesAgree('1966-03-01', '1966-03-02')).toBe(false);
    expect(birthDatesAgree(null, '1966-03-02')).toBe(true);
  });
});

describe('screenPlayer', () => {
  it('raises a sanctions hit with the entry and the player as evidence, once', async () => {
    const player = await verified('иван ИВАНОВ', '1970-05-12');
    const hits = await screenPlayer(api.ctx, player.id);
    expect(hits).toEqual([
      {
        list: 'sanctions',
        name: 'ИВАНОВ Иван Иванович',
        birth_date: '1970-05-12',
        source: 'EU consolidated list',
        score: 0.667,
      },
    ]);
    const [flag, ...rest] = await flagsOf(api, player.id);
    expect(rest).toEqual([]);
    expect(flag).toMatchObject({ kind: 'sanctions', status: 'open' });
    expect(flag!.evidence).toEqual({
      ...hits![0],
      list_adapter: 'file',
      legal_name: 'иван ИВАНОВ',
      player_birth_date: '1970-05-12',
    });
    expect((await playerRow(api, player.id)).screenedAt).toEqual(api.clock.now());
    // Screened again (the daily rescreen): the same entry is the same flag.
    api.clock.advance(1_000);
    await screenPlayer(api.ctx, player.id);
    expect(await flagsOf(api, player.id)).toHaveLength(1);
    expect((await playerRow(api, player.id)).screenedAt).toEqual(api.clock.now());
  });

  it('raises a PEP hit whatever the order, case and accents, and a year of birth agrees', async () => {
    const jose = await verified('SMITH, jose muller', '1975-02-03');
    expect((await screenPlayer(api.ctx, jose.id))!.map((hit) => [hit.list, hit.score])).toEqual([
      ['pep', 1],
    ]);
    const sean = await verified('Sean OBrien', '1966-07-08');
    expect((await flagsOf(api, sean.id)).length).toBe(0);
    await screenPlayer(api.ctx, sean.id);
    expect((await flagsOf(api, sean.id)).map((flag) => flag.kind)).toEqual(['pep']);
  });

  it('does not match when the dates of birth disagree, and skips a player without a legal name', async () => {
    const roe = await verified('Jane Roe', '1981-01-01');
    expect(await screenPlayer(api.ctx, roe.id)).toEqual([]);
    expect(await flagsOf(api, roe.id)).toEqual([]);
    expect((await playerRow(api, roe.id)).screenedAt).not.toBeNull();

    const unnamed = await verified(null, null);
    expect(await screenPlayer(api.ctx, unnamed.id)).toBeNull();
    expect((await playerRow(api, unnamed.id)).screenedAt).toBeNull();
  });

  it('reads the file again when it changes', async () => {
    const player = await verified('Pat Doe', '1990-09-09');
    expect(await screenPlayer(api.ctx, player.id)).toEqual([]);
    writeList([...ENTRIES, { name: 'Doe Pat', list: 'sanctions', source: 'added today' }]);
    expect((await screenPlayer(api.ctx, player.id))!.map((hit) => hit.source)).toEqual([
      'added today',
    ]);
    writeList(ENTRIES);
  });
});

describe('rescreenPlayers', () => {
  it('screens verified players never screened or screened a day ago, never first, in batches', async () => {
    // Whatever earlier tests left due is screened first.
    while ((await rescreenPlayers(api.ctx)) > 0);
    const fresh = await verified('Alex Fresh', '1990-01-01');
    const stale = await verified('Alex Stale', '1990-01-01');
    const unverified = await verified('Alex Unverified', '1990-01-01', 0);
    const unnamed = await verified(null, null);
    await api.ctx.db
      .update(users)
      .set({ screenedAt: new Date(api.clock.now().getTime() - SCREENING_INTERVAL_MS - 1) })
      .where(eq(users.id, stale.id));

    // Never screened first, then the oldest screening.
    expect(await rescreenPlayers(api.ctx, 1)).toBe(1);
    expect((await playerRow(api, fresh.id)).screenedAt).toEqual(api.clock.now());
    expect((await playerRow(api, stale.id)).screenedAt).not.toEqual(api.clock.now());
    expect(await rescreenPlayers(api.ctx)).toBe(1);
    expect((await playerRow(api, stale.id)).screenedAt).toEqual(api.clock.now());
    expect((await playerRow(api, unverified.id)).screenedAt).toBeNull();
    expect((await playerRow(api, unnamed.id)).screenedAt).toBeNull();
    expect(await rescreenPlayers(api.ctx)).toBe(0);

    // A day later every verified player is due again.
    api.clock.advance(SCREENING_INTERVAL_MS + 1);
    expect(await rescreenPlayers(api.ctx)).toBeGreaterThanOrEqual(2);
  });
});
