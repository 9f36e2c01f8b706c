import { z } from '@/lib/zod';

/**
 * The key a public form makes in the browser for one submission and sends with every attempt of it (a retry after
 * a timeout, a second click), so that the server stores it once (server/platform/submissions.ts). Optional: a
 * caller without one is served, without that protection.
 */
export const SUBMISSION_FIELD = 'chaveEnvio';
export const ZSubmissionKey = z.uuid().optional();
