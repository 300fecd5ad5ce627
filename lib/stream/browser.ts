'use client';

import { apiBaseUrl } from '@/lib/api/base-url';
import { createStreamConnection, type StreamConnection } from './connection';

let connection: StreamConnection | null = null;

/** The tab's one stream connection, on the API base the client uses (spec §7), made on first use. */
export function browserStream(): StreamConnection {
  connection ??= createStreamConnection({ baseUrl: apiBaseUrl(window.location) });
  return connection;
}
