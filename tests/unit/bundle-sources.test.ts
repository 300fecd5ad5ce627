import { documentScripts, groupOf } from '../../scripts/bundle-sources';

/**
 * `npm run bundle:sources` counts what `bench:bundle` counts (the scripts a page's HTML names) and
 * files each source under the part of the bundle it belongs to.
 */
describe('bundle:sources', () => {
  it("takes the HTML's scripts and script preloads, once each, and not the noModule polyfills", () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css">',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/one.js">',
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script src="/_next/static/chunks/one.js" async=""></script>',
      '<script src="/_next/static/chunks/two.js" async=""></script>',
      '<script>self.__next_f.push([1,"\\"/_next/static/chunks/lazy.js\\""])</script>',
    ].join('');
    expect(documentScripts(html)).toEqual(['one.js', 'two.js']);
  });

  it('files React DOM, the router, packages, the runtime and project files apart', () => {
    const project = 'turbopack:///[project]/';
    expect(groupOf(`${project}node_modules/next/dist/compiled/react-dom/cjs/x.js`)).toBe(
      'next: react-dom',
    );
    expect(groupOf(`${project}node_modules/next/src/client/components/app-router.tsx`)).toBe(
      'next: router and runtime',
    );
    expect(groupOf(`${project}node_modules/@tanstack/table-core/build/index.mjs`)).toBe(
      '@tanstack/table-core',
    );
    expect(groupOf(`${project}node_modules/swr/dist/index.mjs`)).toBe('swr');
    expect(groupOf('turbopack:///[turbopack]/shared/runtime/runtime-utils.ts')).toBe(
      'turbopack runtime',
    );
    expect(groupOf(`${project}components/layout/header.module.css [app-client] (css module)`)).toBe(
      'components/layout/header.module.css',
    );
  });
});
