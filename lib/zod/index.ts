/** zod as the site's code imports it: `import { z } from '@/lib/zod'` (why: ./api.ts). */
export * as z from './api';
