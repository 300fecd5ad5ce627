/**
 * zod's API as the site's code uses it (the `z` of `@/lib/zod`), named export by named
 * export. zod's own `z` is a namespace object of everything zod exports, and a namespace object
 * that escapes keeps all of it in the bundle: its 64 locales, JSON Schema in both directions and
 * the compiler, ~45 KB of gzip in the chunk of every page's first API answer (`bench:bundle
 * --idle`, issue 41). Named re-exports let the bundler keep only what they reach. The types are
 * zod's, every one of them. A member missing here is a type error where it is used: add it.
 * Server-only code may import `zod` itself (the OpenAPI document needs `toJSONSchema`).
 */
export type * from 'zod';
export {
  ZodError,
  ZodObject,
  ZodType,
  NEVER,
  array,
  boolean,
  coerce,
  custom,
  discriminatedUnion,
  email,
  enum,
  file,
  int,
  iso,
  literal,
  looseObject,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  strictObject,
  string,
  tuple,
  undefined,
  union,
  unknown,
  url,
  uuid,
} from 'zod';
export type * as core from 'zod/v4/core';

/**
 * A schema of either kind, classic or mini (`lib/zod/mini-api.ts`): what the API's operations,
 * its OpenAPI document and the API clients take. Both kinds have `parse` and `safeParse`.
 */
export type AnySchema = import('zod').ZodType | import('zod/mini').ZodMiniType;
