/**
 * `npm run casino:conformance -- --protocol hub88|gis --base-url URL`: the casino wallet's
 * conformance scenarios (tests/casino-conformance/scenarios.ts, the list jest runs) over HTTP
 * against a deployment, signing as the sandbox game provider does. Our own `/self-validate`.
 *
 *   --base-url   the API root: http://localhost:3000/api (site) or https://api.<host> (api host)
 *   --protocol   hub88 (default) or gis
 *   --path       the connection's callbacks under the root; default /casino/sandbox/<protocol>
 *   --aggregator whose sessions the players get; default sandbox
 *   --key        hub88: the caller's RSA private key (PEM file); default SANDBOX_RGS_PRIVATE_KEY,
 *                else DATA_DIR/sandbox-rgs-key.pem (what a local development server made)
 *   --merchant-id, --secret   gis: default the sandbox's (SANDBOX_RGS_SECRET or its dev default)
 *   --only       run the scenarios whose name contains this text
 *
 * The deployment needs development tools (DEV_TOOLS=1 with ALLOW_TEST_MONEY=1 in a production
 * build): players, their test money and sessions come from `POST /dev/casino/players`.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CASINO_AGGREGATORS, type CasinoAggregator } from '@/lib/constants/casino';
import { SANDBOX_RGS_DEV_SECRET, SANDBOX_RGS_MERCHANT_ID } from '@/server/casino-config';
import { gisDriver } from '@/tests/casino-conformance/drivers/gis';
import { hub88Driver } from '@/tests/casino-conformance/drivers/hub88';
import { makeHarness } from '@/tests/casino-conformance/harness';
import { SCENARIOS } from '@/tests/casino-conformance/scenarios';
import type { Driver, Transport } from '@/tests/casino-conformance/types';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    protocol: { type: 'string', default: 'hub88' },
    path: { type: 'string' },
    aggregator: { type: 'string', default: 'sandbox' },
    key: { type: 'string' },
    'merchant-id': { type: 'string' },
    secret: { type: 'string' },
    only: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const baseUrl = (
  values['base-url'] ?? fail('--base-url is required (e.g. http://localhost:3000/api)')
).replace(/\/$/, '');
const protocol =
  values.protocol === 'gis' || values.protocol === 'hub88'
    ? values.protocol
    : fail('--protocol is hub88 or gis');
const aggregator = CASINO_AGGREGATORS.includes(values.aggregator as CasinoAggregator)
  ? (values.aggregator as CasinoAggregator)
  : fail(`--aggregator is one of ${CASINO_AGGREGATORS.join(', ')}`);
const callbacks = values.path ?? `/casino/sandbox/${protocol}`;

const transport: Transport = async ({ path: where, headers, body }) => {
  const response = await fetch(`${baseUrl}${where}`, { method: 'POST', headers, body });
  return { status: response.status, text: await response.text() };
};

let key: KeyObject | null = null;
/** Read when first signing: a local server makes its sandbox key when the first player is made. */
function hub88Key() {
  if (key) return key;
  const pem = values.key
    ? readFileSync(values.key, 'utf8')
    : (process.env.SANDBOX_RGS_PRIVATE_KEY?.replace(/\\n/g, '\n') ??
      readFileSync(path.join(process.env.DATA_DIR || '.data', 'sandbox-rgs-key.pem'), 'utf8'));
  return (key = createPrivateKey(pem));
}

function driver(): Driver {
  if (protocol === 'hub88')
    return hub88Driver({ transport, path: callbacks, privateKey: hub88Key });
  return gisDriver({
    transport,
    path: callbacks,
    merchant: {
      merchantId: values['merchant-id'] ?? SANDBOX_RGS_MERCHANT_ID,
      merchantKey: values.secret ?? process.env.SANDBOX_RGS_SECRET ?? SANDBOX_RGS_DEV_SECRET,
    },
    now: () => Date.now(),
  });
}

async function main() {
  const harness = makeHarness({ transport, driver: driver(), aggregator });
  const scenarios = SCENARIOS.filter(
    (scenario) => !values.only || scenario.name.includes(values.only),
  );
  console.log(
    `${protocol} conformance against ${baseUrl}${callbacks} (${scenarios.length} scenarios)`,
  );
  let failed = 0;
  for (const scenario of scenarios) {
    const started = performance.now();
    try {
      await scenario.run(harness);
      console.log(`  ✓ ${scenario.name} (${Math.round(performance.now() - started)} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`  ✗ ${scenario.name}\n      ${(error as Error).message}`);
    }
  }
  console.log(
    failed === 0 ? `all ${scenarios.length} passed` : `${failed} of ${scenarios.length} failed`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

void main();
