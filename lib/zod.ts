import * as z from './zod-members';

// Zod 4 probes `new Function` before its first parse to decide whether to compile fast parsers; in the browser
// that probe is a Content-Security-Policy violation (no 'unsafe-eval', D45). Code that parses in the
// browser (every form schema in lib/) imports zod from here, so the probe never runs. The namespace is our own
// (lib/zod-members.ts) so that the browser gets only the zod it uses.
z.config({ jitless: true });

export { z };
export type { ZodType } from 'zod';
