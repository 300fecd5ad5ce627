import type { Hono } from 'hono';
import { z } from 'zod';
import { router } from '../env';
import { operation } from '../operation';
import { buildOpenApiDocument } from '../openapi/document';

const documentAnswerSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  paths: z.record(z.string(), z.unknown()),
});

/** The API's version in its document; changes when a contract changes incompatibly. */
export const API_VERSION = '2.0.0';

// GET /openapi.json — the OpenAPI 3.1 document of every route the app mounts, built once
export function openApi(app: Hono<never>) {
  let document: Record<string, unknown> | undefined;
  return router().get(
    '/',
    operation(
      {
        summary: 'This API\u2019s OpenAPI 3.1 document',
        tags: ['meta'],
        answer: documentAnswerSchema,
      },
      (c) => {
        c.header('Cache-Control', 'public, max-age=300');
        document ??= buildOpenApiDocument(app, API_VERSION);
        return document as z.input<typeof documentAnswerSchema>;
      },
    ),
  );
}
