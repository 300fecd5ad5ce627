/**
 * `zod/mini`'s API as the site's code uses it (the `zm` of `@/lib/zod`), named export by named
 * export. zod's classic schemas carry every method on every schema, so the first one a page
 * checks brings all of classic zod (34.8 KB of gzip, a ~100 ms task on a slow phone); a mini
 * schema is built from functions the bundler keeps only when they are used (issue 41). The
 * answers every page asks for are written with it (`lib/schemas/every-page.ts`), so a page that
 * asks nothing else never loads classic zod. Both kinds have `parse` and `safeParse` and the same
 * JSON Schema, so the API, its OpenAPI document and the API client take either (`z.AnySchema`).
 */
export type { ZodMiniType, infer, input, output } from 'zod/mini';
export {
  _default,
  array,
  boolean,
  catch,
  enum,
  extend,
  globalRegistry,
  int,
  keyof,
  maximum,
  minimum,
  nullable,
  number,
  object,
  omit,
  optional,
  partialRecord,
  string,
  url,
} from 'zod/mini';
