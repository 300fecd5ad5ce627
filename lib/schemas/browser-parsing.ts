import { z } from 'zod';

/**
 * In the browser zod parses without generated code. Its generated parsers are faster, but it
 * first probes for them with `Function("")`, which the pages' Content-Security-Policy refuses
 * and reports as a violation. Server code keeps them: nothing there runs under a policy.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
