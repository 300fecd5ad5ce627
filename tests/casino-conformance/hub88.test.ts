import { sandboxRgsSigning } from '@/server/services/casino/connections';
import { hub88Driver } from './drivers/hub88';
import { conformanceSuite } from './in-process';

// The sandbox connection (on with development tools, so in tests): the suite signs as the
// sandbox game provider does.
conformanceSuite(
  'Hub88 wallet protocol conformance (sandbox connection)',
  'sandbox',
  (transport, api) =>
    hub88Driver({
      transport,
      path: '/casino/sandbox/hub88',
      privateKey: sandboxRgsSigning(api.ctx.config)!.hub88PrivateKey,
    }),
);
