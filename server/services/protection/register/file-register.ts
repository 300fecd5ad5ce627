import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import type { ExclusionRegister, RegisterPerson } from './port';

/**
 * One line of the list: whatever identifies the person (an e-mail, a phone, or a name with a
 * date of birth). Russia's register is given to operators as such a list, twice a day; an
 * operator replaces the file and the next checks read it.
 */
const entrySchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  birth_date: z.string().optional(),
});

const email = (value: string) => value.trim().toLowerCase();
const phone = (value: string) => value.replace(/\D/g, '');
const person = (first: string, last: string, birth: string) =>
  `${first.trim().toLowerCase()}|${last.trim().toLowerCase()}|${birth.trim()}`;

type Index = { emails: Set<string>; phones: Set<string>; people: Set<string> };

/** Reads the list into sets; a bad line is skipped (and counted), a missing file is empty. */
export async function readRegisterFile(path: string): Promise<Index & { skipped: number }> {
  const index = {
    emails: new Set<string>(),
    phones: new Set<string>(),
    people: new Set<string>(),
    skipped: 0,
  };
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return index;
    throw error;
  }
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    let entry: z.infer<typeof entrySchema>;
    try {
      entry = entrySchema.parse(JSON.parse(line));
    } catch {
      index.skipped += 1;
      continue;
    }
    if (entry.email) index.emails.add(email(entry.email));
    if (entry.phone && phone(entry.phone)) index.phones.add(phone(entry.phone));
    if (entry.first_name && entry.last_name && entry.birth_date) {
      index.people.add(person(entry.first_name, entry.last_name, entry.birth_date));
    }
  }
  return index;
}

/** Whether the person is on the list: by e-mail, phone, or name with date of birth. */
export function onRegister(index: Index, who: RegisterPerson) {
  return (
    (who.email !== null && index.emails.has(email(who.email))) ||
    (who.phone !== null && phone(who.phone) !== '' && index.phones.has(phone(who.phone))) ||
    (who.firstName !== null &&
      who.lastName !== null &&
      who.birthDate !== null &&
      index.people.has(person(who.firstName, who.lastName, who.birthDate)))
  );
}

/**
 * The register as a list on disk (JSON lines), read again whenever the file changes. The
 * development stand-in of every register, and the adapter of a register given out as a list.
 */
export function fileRegister(path: string): ExclusionRegister {
  let cached: { mtimeMs: number; index: Index } | null = null;
  const load = async () => {
    const mtimeMs = await stat(path).then(
      (info) => info.mtimeMs,
      () => -1,
    );
    if (!cached || cached.mtimeMs !== mtimeMs)
      cached = { mtimeMs, index: await readRegisterFile(path) };
    return cached.index;
  };
  return {
    name: 'file',
    async check(who) {
      return onRegister(await load(), who) ? 'excluded' : 'clear';
    },
  };
}
