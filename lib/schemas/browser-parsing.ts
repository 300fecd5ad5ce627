// zod's configuration alone (a few lines of zod's core), not zod: this module is in every page's
// first load, and zod itself loads with the first schema the page needs (lib/api/client.ts).
// The setting lives on one object all of zod reads, so it holds for zod loaded later.
import { config } from 'zod/v4/core';

/**
 * In the browser zod parses without generated code. Its generated parsers are faster, but it
 * first probes for them with `Function("")`, which the pages' Content-Security-Policy refuses
 * and reports as a violation. Server code keeps them: nothing there runs under a policy.
 */
if (typeof window !== 'undefined') config({ jitless: true });
