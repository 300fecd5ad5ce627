import type { RequestHandler } from 'msw';

/** Default handlers shared by every component test; tests add their own with `server.use()`. */
export const handlers: RequestHandler[] = [];
