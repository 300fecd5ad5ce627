import { statSync } from 'node:fs';
import vm from 'node:vm';

/**
 * How every jest environment of this repository compiles modules (`node.ts`, `main-context.ts`,
 * `jsdom.ts`). jest-runtime compiles each module of each test file with
 * `vm.compileFunction(…, { parsingContext })`, reading the function from the `vm` module at each
 * call; this replaces it once per worker process with one that
 *
 * - keeps V8's code cache of every module it compiled, so the next test file of the worker that
 *   loads the same module (the app, React, zod, drizzle: hundreds per file) skips parsing it
 *   (8 API files in band: 21.8 s → 18.8 s); a module whose file changed is compiled anew, and
 *   a module with a dynamic `import()` is never cached;
 * - compiles the modules of a context registered with `runInMainContext` into the worker's own
 *   context instead (`main-context.ts` says why).
 */
const compileFunction = vm.compileFunction;
const mainContexts = new WeakSet<vm.Context>();
const codeCache = new Map<string, Buffer>();
/** The jest project whose file runs now: each project transforms a file its own way. */
let project = '';

type CompiledFunction = ReturnType<typeof vm.compileFunction> & { cachedData?: Buffer };

function compile(...[code, params, options]: Parameters<typeof vm.compileFunction>) {
  let compileOptions = options ?? {};
  if (compileOptions.parsingContext && mainContexts.has(compileOptions.parsingContext)) {
    compileOptions = { ...compileOptions, parsingContext: undefined };
  }
  // A module with a dynamic import() is compiled anew each time: a function made from another
  // compile's cache finds no import callback for it ("A dynamic import callback was not
  // specified"), since Node ties the callback to the compile that made the cached script.
  if (code.includes('import(')) return compileFunction.call(vm, code, params, compileOptions);
  const key = cacheKey(code, compileOptions.filename);
  const cachedData = key ? codeCache.get(key) : undefined;
  const compiled = compileFunction.call(
    vm,
    code,
    params,
    cachedData ? { ...compileOptions, cachedData } : { ...compileOptions, produceCachedData: true },
  ) as CompiledFunction;
  if (key && !cachedData && compiled.cachedData) codeCache.set(key, compiled.cachedData);
  return compiled;
}

/**
 * The project, the file, its modification time and the code's length: jest's transform of a
 * file depends on nothing else, and a file edited while the worker lives (watch mode) gets a
 * new key. Hashing the code instead cost more than the cache saved (the modules of one API
 * test file are about 20 MB of text).
 */
function cacheKey(code: string, filename: string | undefined): string | null {
  if (!filename) return null;
  try {
    return `${project}:${filename}:${statSync(filename).mtimeMs}:${code.length}`;
  } catch {
    return null;
  }
}

const installed = Symbol.for('casino-site.tests.compile');
if (!(vm.compileFunction as { [installed]?: true })[installed]) {
  vm.compileFunction = Object.assign(compile, { [installed]: true as const });
}

/** Says which jest project the environment being set up belongs to (its config's id). */
export function compileForProject(id: string): void {
  project = id;
}

/** Runs the code jest compiles for `context` in the worker's own context instead. */
export function runInMainContext(context: vm.Context): void {
  mainContexts.add(context);
}
