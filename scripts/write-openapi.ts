/**
 * Writes the API's OpenAPI document to a file (default `.data/openapi.json`) for `npm run lint:api`
 * and for anyone generating a client. The document comes from the mounted routes; no database
 * is opened.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createApp } from '@/server/api/app';
import { buildOpenApiDocument } from '@/server/api/openapi/document';
import { API_VERSION } from '@/server/api/routes/openapi';

const out = process.argv[2] ?? '.data/openapi.json';
const app = createApp(() => Promise.reject(new Error('the document needs no requests')));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(buildOpenApiDocument(app as never, API_VERSION), null, 2)}\n`);
console.log(`OpenAPI document written to ${out}`);
