/**
 * Every route of the OpenAPI document gets malformed bodies, queries and path parameters made from
 * its own schemas (tests/support/fuzz.ts). No answer may be a 5xx, an error status the operation
 * does not document, or an error body outside the spec's two shapes. `FUZZ_BUDGET` (requests per
 * operation, default 60) and `FUZZ_SEED` widen or replay a run.
 */
import { createApp } from '@/server/api/app';
import { buildOpenApiDocument } from '@/server/api/openapi/document';
import { API_VERSION } from '@/server/api/routes/openapi';
import { errorAnswerSchema, validationErrorAnswerSchema } from '@/lib/schemas/errors';
import { createTestApi, uniqueIp, type TestApi } from '../support/api';
import {
  fuzzer,
  type FuzzCase,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../support/fuzz';

const BUDGET = Number(process.env.FUZZ_BUDGET || 60);
const SEED = Number(process.env.FUZZ_SEED || 14);
const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789abcdef0123';

/** The document comes from the mounted routes alone, so the cases are known before any test runs. */
const document = buildOpenApiDocument(
  createApp(() => Promise.reject(new Error('the document needs no requests'))) as never,
  API_VERSION,
) as unknown as OpenApiDocument;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);
const { cases } = fuzzer(document, SEED);

let api: TestApi;
let playerToken: string;

beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
  ({ token: playerToken } = await api.registerByEmail());
}, 30_000);
afterAll(() => api.close());

/** The spec's two error bodies, by the shared responses of the document that name them. */
const SHARED_SHAPES: Record<string, typeof errorAnswerSchema | typeof validationErrorAnswerSchema> =
  { '#/components/responses/ValidationFailed': validationErrorAnswerSchema };

/** What is wrong with one answer, or null. */
function problemOf(
  operation: OpenApiOperation,
  answer: { status: number; headers: Headers; json: unknown; text: string },
): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return null;
  const documented = operation.responses[String(answer.status)] as
    { $ref?: string; content?: Record<string, unknown> } | undefined;
  if (!documented) return `answered ${answer.status}, which the operation does not document`;
  const media = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!documented.$ref) {
    // Another protocol's error (OAuth's, a line of text, a page): the media type it documents.
    return media in (documented.content ?? {})
      ? null
      : `answered ${answer.status} as ${media}, which the operation does not document`;
  }
  const shape = SHARED_SHAPES[documented.$ref] ?? errorAnswerSchema;
  if (media !== 'application/json' || !shape.safeParse(answer.json).success) {
    return `error body outside the spec's shape: ${answer.text.slice(0, 200)}`;
  }
  return null;
}

function credentials(operation: OpenApiOperation, fuzzCase: FuzzCase): string | null {
  if (!fuzzCase.authenticated) return null;
  const schemes = (operation.security ?? []).flatMap((scheme) => Object.keys(scheme));
  if (schemes.includes('operatorToken')) return OPERATOR_TOKEN;
  if (schemes.includes('bearer')) return playerToken;
  return null;
}

describe.each(operations)('$method $path', ({ path, method, operation }) => {
  it(`answers malformed input in the spec's shapes, never 5xx (seed ${SEED})`, async () => {
    const problems: string[] = [];
    for (const fuzzCase of cases(path, operation, BUDGET)) {
      const answer = await api.call(method.toUpperCase(), `/api${fuzzCase.path}`, {
        token: credentials(operation, fuzzCase),
        // A fresh address per request: the per-address limits must not hide what comes after them.
        ip: uniqueIp(),
        headers: {
          ...(fuzzCase.contentType && { 'content-type': fuzzCase.contentType }),
          ...fuzzCase.headers,
        },
        body: fuzzCase.body,
      });
      const problem = problemOf(operation, answer);
      if (problem) problems.push(`${fuzzCase.what} (${fuzzCase.path.slice(0, 120)}): ${problem}`);
    }
    expect(problems).toEqual([]);
  }, 30_000);
});
