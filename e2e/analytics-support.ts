import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ClientConfigAnswer } from '@/lib/schemas/client-config';
import type { PosthogCollector } from '@/tests/support/posthog-collector';

/**
 * The operator's browser settings (`GET /client_config`) as a spec needs them: the server under
 * test has no analytics or chat configured, and one build serves every spec, so those parts of
 * the answer are given here; the rest (the captcha, the game services) stays the server's.
 */
export async function browserSettings(page: Page, settings: Partial<ClientConfigAnswer>) {
  await page.route('**/client_config', async (route) => {
    const served = (await (await route.fetch()).json()) as ClientConfigAnswer;
    const answer: ClientConfigAnswer = {
      ...served,
      analytics: { key: null, consent_required: true },
      support_chat: { script_url: null, script_url_kz: null },
      ...settings,
    };
    await route.fulfill({ json: answer });
  });
}

/**
 * The browser's `/ingest` answered by the local PostHog collector: what posthog-js sends to the
 * site's origin reaches the collector as sent (gzip or base64), the way the site server forwards
 * it (`site-server/ingest-proxy.ts`, tested against the same collector).
 */
export async function ingestTo(page: Page, collector: PosthogCollector) {
  await page.route(/\/ingest(\/|\?|$)/, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = collector.handle({
      method: request.method(),
      url: `${url.pathname.replace(/^\/ingest/, '') || '/'}${url.search}`,
      headers: await request.allHeaders(),
      body: request.postDataBuffer() ?? Buffer.alloc(0),
    });
    await route.fulfill({
      status: answer.status,
      contentType: answer.contentType,
      body: answer.body,
    });
  });
}

/** The fake support chat widget (tests/fixtures), served at `/e2e-chat/<name>.js` on the site. */
export const FAKE_WIDGET = readFileSync(
  path.join(__dirname, '../tests/fixtures/support-chat-widget.js'),
  'utf8',
);
