import { z } from 'zod';
import { clientConfigAnswerSchema } from '@/lib/schemas/client-config';
import {
  mirrorAnswerSchema,
  publicSettingsAnswerSchema,
  ssoFieldSchema,
} from '@/lib/schemas/every-page';
import { safeParse } from '@/lib/zod/safe-parse';

/**
 * The answers every page checks are zod/mini's (issue 41). These are the rules they carried as
 * classic schemas; the OpenAPI document they make is the same (the `lint:api` phase).
 */
const clientConfig = {
  analytics: { key: null, consent_required: true },
  support_chat: { script_url: null, script_url_kz: null },
};

describe('the answers every page checks, in zod/mini', () => {
  it('fills what an older API leaves out of GET /client_config', () => {
    expect(clientConfigAnswerSchema.parse(clientConfig)).toEqual({
      ...clientConfig,
      services: {},
      captcha: null,
    });
  });

  it("refuses a game service's port outside 1–65535 or not whole, and a service no one knows", () => {
    const withServices = (services: unknown) =>
      safeParse(clientConfigAnswerSchema, { ...clientConfig, services }).success;
    expect(withServices({ dice: { port: 4001 }, crash: { url: 'https://crash.example' } })).toBe(
      true,
    );
    expect(withServices({ dice: { port: 0 } })).toBe(false);
    expect(withServices({ dice: { port: 65_536 } })).toBe(false);
    expect(withServices({ dice: { port: 4001.5 } })).toBe(false);
    expect(withServices({ poker: { port: 4001 } })).toBe(false);
  });

  it('reads a single sign-on link from any answer and ignores anything else there', () => {
    expect(ssoFieldSchema.parse({ sso: 'https://sso.example/x', other: 1 })).toEqual({
      sso: 'https://sso.example/x',
    });
    expect(ssoFieldSchema.parse({ sso: 42 })).toEqual({ sso: undefined });
    expect(ssoFieldSchema.parse({})).toEqual({});
  });

  it('takes only http(s) origins for the mirrors a blocked page may move to', () => {
    const answer = (origin: string) => ({
      redirect: { newLink: null },
      sso: null,
      verification: { google: null, yandex: null },
      mirrors: [{ origin, api: `${origin}/api` }],
    });
    expect(safeParse(mirrorAnswerSchema, answer('https://casino2.example')).success).toBe(true);
    const refused = safeParse(mirrorAnswerSchema, answer('javascript://casino2.example'));
    expect(refused.success).toBe(false);
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.path)).toEqual([
      ['mirrors', 0, 'origin'],
      ['mirrors', 0, 'api'],
    ]);
  });

  it('refuses public settings with a setting missing', () => {
    expect(
      safeParse(publicSettingsAnswerSchema, { data: { revshare_service_frontend_url: '' } })
        .success,
    ).toBe(false);
  });

  it('documents the same JSON Schema as the classic schemas did', () => {
    const json = z.toJSONSchema(clientConfigAnswerSchema, { io: 'input' }) as {
      properties: Record<string, { additionalProperties?: { properties: object } }>;
      required: string[];
    };
    expect(json.required).toEqual(['analytics', 'support_chat']);
    expect(json.properties.services!.additionalProperties!.properties).toEqual({
      url: { type: 'string' },
      port: { type: 'integer', minimum: 1, maximum: 65_535 },
    });
  });
});
