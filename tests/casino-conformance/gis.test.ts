import { sandboxRgsSigning } from '@/server/services/casino/connections';
import { gisDriver } from './drivers/gis';
import { conformanceSuite } from './in-process';

// The sandbox connection's GIS side: the suite signs with its merchant key and the API's clock.
conformanceSuite(
  'Slotegrator GIS protocol conformance (sandbox connection)',
  'sandbox',
  (transport, api) =>
    gisDriver({
      transport,
      path: '/casino/sandbox/gis',
      merchant: sandboxRgsSigning(api.ctx.config)!.gis,
      now: () => api.clock.now().getTime(),
    }),
);
