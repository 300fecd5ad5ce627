import { fetchBuildMeta, releaseNote, releaseNotesFrom } from '@/lib/pwa/build-meta';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';

function answering(body: unknown) {
  const calls: string[] = [];
  const fetcher = jest.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    if (body instanceof Error) throw body;
    if (body === 404) return new Response('no', { status: 404 });
    return Response.json(body);
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

describe('builds/meta/{id}.json (spec §7): what a new build says it changed', () => {
  it('publishes each language’s release notes from its messages, leaving blank ones out', () => {
    expect(
      releaseNotesFrom({
        ru: { Pwa: { releaseNotes: '  Новое  ' } },
        en: { Pwa: { releaseNotes: ' ' } },
        kz: {},
      }),
    ).toEqual({ ru: 'Новое' });
  });

  it('has notes in every language for this build', () => {
    const notes = releaseNotesFrom({ ru, en, kz });
    expect(Object.keys(notes).sort()).toEqual(['en', 'kz', 'ru']);
  });

  it('reads the new build’s own file and its note in the page’s language', async () => {
    const { fetcher, calls } = answering({ id: 'b2', timestamp: 5, notes: { en: 'Faster.' } });
    const meta = await fetchBuildMeta('b2', fetcher);
    expect(calls).toEqual(['/builds/meta/b2.json']);
    expect(releaseNote(meta, 'en')).toBe('Faster.');
    expect(releaseNote(meta, 'kz')).toBeNull();
  });

  it('takes a build without notes (made before them) as one with none', async () => {
    const meta = await fetchBuildMeta('b1', answering({ id: 'b1', timestamp: 5 }).fetcher);
    expect(meta).toEqual({ id: 'b1', timestamp: 5, notes: {} });
    expect(releaseNote(meta, 'ru')).toBeNull();
  });

  it('is unknown for another build’s file, a failed request, an odd id or shape', async () => {
    const other = answering({ id: 'b3', timestamp: 5, notes: {} });
    await expect(fetchBuildMeta('b2', other.fetcher)).resolves.toBeNull();
    await expect(fetchBuildMeta('b2', answering(404).fetcher)).resolves.toBeNull();
    await expect(fetchBuildMeta('b2', answering(new TypeError('x')).fetcher)).resolves.toBeNull();
    await expect(fetchBuildMeta('b2', answering({ id: 'b2' }).fetcher)).resolves.toBeNull();
    const odd = answering({ id: '../x', timestamp: 1 });
    await expect(fetchBuildMeta('../x', odd.fetcher)).resolves.toBeNull();
    expect(odd.calls).toEqual([]);
    expect(releaseNote(null, 'ru')).toBeNull();
  });
});
