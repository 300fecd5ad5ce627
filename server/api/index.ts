import 'server-only';
import { getDefaultContext } from '@/server/context';
import { createApp } from './app';

/** The app on the process's configured database, opened on the first request. */
export const app = createApp(getDefaultContext);
