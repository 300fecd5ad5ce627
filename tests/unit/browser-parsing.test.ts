/**
 * @jest-environment jsdom
 */

/**
 * `lib/schemas/browser-parsing.ts` turns zod's generated parsers off in the browser without
 * importing zod (issue 41: importing zod's `config` put zod's core in every page's first load). It
 * writes where zod keeps its settings; a zod that kept them elsewhere would probe `Function("")`,
 * which the pages' Content-Security-Policy refuses.
 */
describe("the browser's zod settings", () => {
  beforeEach(() => {
    delete globalThis.__zod_globalConfig;
  });

  it('hold for a zod loaded after them', () => {
    jest.isolateModules(() => {
      jest.requireActual('@/lib/schemas/browser-parsing');
      const { config } = jest.requireActual<typeof import('zod/v4/core')>('zod/v4/core');
      expect(config().jitless).toBe(true);
    });
  });

  it('hold for a zod loaded before them', () => {
    jest.isolateModules(() => {
      const { config } = jest.requireActual<typeof import('zod/v4/core')>('zod/v4/core');
      expect(config().jitless).toBeUndefined();
      jest.requireActual('@/lib/schemas/browser-parsing');
      expect(config().jitless).toBe(true);
    });
  });

  it('keep zod from probing for generated parsers, the probe a policy reports', () => {
    jest.isolateModules(() => {
      jest.requireActual('@/lib/schemas/browser-parsing');
      const { util } = jest.requireActual<typeof import('zod/v4/core')>('zod/v4/core');
      expect(util.allowsEval.value).toBe(false);
      const zm = jest.requireActual<typeof import('zod/mini')>('zod/mini');
      const schema = zm.object({ a: zm.string(), b: zm.array(zm.number()) });
      expect(schema.parse({ a: 'x', b: [1, 2] })).toEqual({ a: 'x', b: [1, 2] });
    });
  });
});
