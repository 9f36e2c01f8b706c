import 'server-only';
import { installServerHooks } from '@/server/platform/http/server-hooks';

/**
 * D38: writes the TCP peer of every request into PEER_HEADER, replacing any copy the client sent, before
 * Next reads the request. Now one of the server hooks (server/platform/http/server-hooks.ts), which also resolve the
 * address every limit uses, drain on SIGTERM, refuse malformed requests and deliver cached pages.
 */
export const installPeerAddressHook = installServerHooks;
