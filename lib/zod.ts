import * as z from './zod-members';
import { ptBrZodError } from './zod-messages';

// Zod 4 probes `new Function` before its first parse to decide whether to compile fast parsers; in the browser
// that probe is a Content-Security-Policy violation (no 'unsafe-eval', D45). Code that parses in the
// browser (every form schema in lib/) imports zod from here, so the probe never runs. The namespace is our own
// (lib/zod-members.ts) so that the browser gets only the zod it uses.
z.config({ jitless: true });
// Every message zod words itself is Portuguese (lib/zod-messages.ts). The config is zod's global one: server code
// that imports 'zod' directly gets it too once this module ran (the action wrapper imports it).
z.config({ customError: ptBrZodError });

export { z };
export type { ZodType } from 'zod';
