/**
 * The API instance of `npm run bench:stream`: `server/standalone.ts`'s app on the configured
 * database, started by `startContext` (so on PostgreSQL it listens with the LISTEN/NOTIFY bus a
 * deployment uses), and answering its parent's questions over IPC: its stream figures and
 * memory. Until a real source owns `crash`, a stand-in answers its snapshot with one database
 * round trip, as a source reading the round would.
 */
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/api/app';
import { loadConfig } from '@/server/config';
import { startContext } from '@/server/context';
import { TOPIC_SOURCES } from '@/server/topic-sources';
import type { TopicSource } from '@/server/services/stream/types';

const standInCrash: TopicSource = {
  matches: (topic) => topic === 'crash',
  async snapshot(ctx) {
    await ctx.db.execute(sql`select 1`);
    return { status: 'unknown', standIn: true };
  },
};

const sources = TOPIC_SOURCES.some((source) => source.matches('crash'))
  ? TOPIC_SOURCES
  : [...TOPIC_SOURCES, standInCrash];

const context = startContext(loadConfig(), { sources });
const app = createApp(() => context);

context.then(
  (ctx) => {
    serve({ fetch: app.fetch, port: Number(process.env.API_PORT) }, () => {
      process.send?.({ type: 'ready', pid: process.pid });
    });
    process.on('message', (message: { type?: string }) => {
      if (message.type === 'stats') {
        process.send?.({ type: 'stats', stats: ctx.stream.stats(), memory: process.memoryUsage() });
      }
    });
  },
  (error: unknown) => {
    console.error('The bench API did not start', error);
    process.exit(1);
  },
);

// Ends through exit, so a --cpu-prof run (BENCH_PROFILE) writes its profile.
process.on('SIGTERM', () => process.exit(0));
