import { m } from '@/lib/messages';

/** Results the client recognises by their message (the server uses the same catalogue entries). */
export const SESSION_EXPIRED_MESSAGE = m.common.sessionExpired;
