import { app } from '@/server/api';

// Every /api request goes to the Hono app; Next only mounts it.
export const dynamic = 'force-dynamic';

const handle = (request: Request) => app.fetch(request);

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
