// Module hooks that load the repository's TypeScript as native ES modules (types stripped by the
// TypeScript compiler, `@/` resolved to the repository root), for scripts that run outside Jest.
// Dependencies load as they ship, so @noble/hashes runs as its own ES modules.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = new URL('../../', import.meta.url);

function asTypeScript(url) {
  const path = fileURLToPath(url);
  for (const candidate of [path, `${path}.ts`, `${path}/index.ts`]) {
    if (candidate.endsWith('.ts') && existsSync(candidate) && statSync(candidate).isFile()) {
      return pathToFileURL(candidate).href;
    }
  }
  return null;
}

export async function resolve(specifier, context, nextResolve) {
  const local = specifier.startsWith('@/')
    ? new URL(specifier.slice(2), ROOT)
    : specifier.startsWith('.') && context.parentURL?.endsWith('.ts')
      ? new URL(specifier, context.parentURL)
      : null;
  const url = local && asTypeScript(local);
  return url ? { url, shortCircuit: true } : nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const { outputText } = ts.transpileModule(readFileSync(fileURLToPath(url), 'utf8'), {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: false,
    },
    fileName: fileURLToPath(url),
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
