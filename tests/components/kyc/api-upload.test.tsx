import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { createApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { server } from '../../msw/server';
import { multipartOf, pngFile } from './kyc-fixtures';

const BASE = 'http://api.test';
const anyAnswer = z.unknown();

function makeClient() {
  let token = 'old';
  const client = createApiClient({
    baseUrl: BASE,
    getToken: () => token,
    getLocale: () => 'ru',
    onToken: (next) => {
      token = next;
    },
    onLogout: () => {},
  });
  return client;
}

function upload() {
  const form = new FormData();
  form.append('doc_type', 'SELFIE');
  form.append('file', pngFile('me.png'));
  return form;
}

describe('API client uploads (multipart, with progress)', () => {
  it('sends a FormData as multipart/form-data with the usual headers, reporting its progress', async () => {
    const seen: { fields?: unknown; type?: string | null; auth?: string | null } = {};
    server.use(
      http.post(`${BASE}/kyc/documents`, async ({ request }) => {
        seen.type = request.headers.get('content-type');
        seen.auth = request.headers.get('authorization');
        seen.fields = await multipartOf(request);
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    const progress: { loaded: number; total: number }[] = [];
    const answer = await makeClient().post('kyc/documents', anyAnswer, upload(), {
      onUploadProgress: (step) => progress.push(step),
    });
    expect(answer).toEqual({ ok: true });
    expect(seen.type).toMatch(/^multipart\/form-data; ?boundary=/);
    expect(seen.auth).toBe('Bearer old');
    expect(seen.fields).toEqual({
      doc_type: 'SELFIE',
      file: { name: 'me.png', size: 12, type: 'image/png' },
    });
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1)!;
    expect(last.loaded).toBe(last.total);
  });

  it('turns an error answer into an ApiError, as without progress', async () => {
    server.use(
      http.post(`${BASE}/kyc/documents`, () =>
        HttpResponse.json({ errors: { file: ['file_too_large: 10 MB'] } }, { status: 422 }),
      ),
    );
    const failure = await makeClient()
      .post('kyc/documents', anyAnswer, upload(), { onUploadProgress: () => {} })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).errors).toEqual({ file: ['file_too_large: 10 MB'] });
  });
});
