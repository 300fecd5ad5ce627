import 'server-only';
import { getDefaultContext } from '@/server/context';
import { log } from '@/server/lib/log';
import { createApp } from './app';

/** The app on the process's configured database, opened on the first request. */
export const app = createApp(getDefaultContext);

// Mounted in Next, the API takes the last X-Forwarded-For hop for the peer: true behind the site
// server (`npm start`) or a platform that writes the header itself (Vercel); under a bare
// `next start` it is whatever the client wrote.
if (
  process.env.NODE_ENV === 'production' &&
  process.env.NEXT_PHASE !== 'phase-production-build' &&
  !process.env.SITE_HOP_TOKEN &&
  !process.env.VERCEL
) {
  log.warn('The API runs in Next without the site server: clients can choose their address', {
    advice: 'start the site with `npm start` (site-server/), not `next start`',
  });
}
