import { consoleSink, createLogger, reconfigure, type LogSettings } from '@/lib/log/logger';

const settings: LogSettings = { level: 'info', sink: consoleSink };

/** The middleware's logger: the API's JSON lines, on the edge runtime's console. */
export const edgeLog = createLogger(settings, () => ({ source: 'edge' }));

/** Changes the level or the sink (tests); answers a function that puts the previous ones back. */
export function configureEdgeLog(changes: Partial<LogSettings>): () => void {
  return reconfigure(settings, changes);
}
