/**
 * zod as the site's code imports it: `import { z } from '@/lib/zod'` (why: ./api.ts), and
 * `zod/mini` as `zm` for the answers every page checks (why: ./mini-api.ts).
 */
export * as z from './api';
export * as zm from './mini-api';
