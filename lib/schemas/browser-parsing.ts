// Not one line of zod: this module is in every page's first load, and zod loads with the first
// schema the page needs (lib/api/client.ts). Importing `config` from zod's core brought its
// constructor, errors and utilities to every page's first load.

/**
 * In the browser zod parses without generated code. Its generated parsers are faster, but it
 * first probes for them with `Function("")`, which the pages' Content-Security-Policy refuses
 * and reports as a violation. Server code keeps them: nothing there runs under a policy.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig`, which every copy of zod reads and
 * none replaces once it exists (`zod/v4/core`'s `config`): the setting is made on that object,
 * before any zod loads or after. `tests/unit/browser-parsing.test.ts` checks that zod still reads it there.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof window !== 'undefined') (globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
