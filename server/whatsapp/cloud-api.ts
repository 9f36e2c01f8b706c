import 'server-only';
import { classifyError, classifyNetworkError } from '@/lib/whatsapp/errors';
import { messageRequestBody, type OutgoingMessage } from '@/lib/whatsapp/request';
import type { WhatsAppConfig } from './config';
import type { SendResult } from './provider';

type GraphError = { message?: string; code?: number; error_data?: { details?: string } };

/**
 * One call to the Cloud API's messages endpoint, with a bearer token and a timeout. The answer is the message id
 * (`messages[0].id`, a wamid), or a Graph API error (`error.code`, `error.error_data.details`) classified into
 * a decision: fall back to e-mail, retry later, or stop (lib/whatsapp/errors.ts).
 */
export async function sendThroughCloudApi(config: WhatsAppConfig, message: OutgoingMessage): Promise<SendResult> {
  const url = `${config.apiUrl}/${config.version}/${config.phoneNumberId}/messages`;
  let response: Response;
  let json: { messages?: { id?: string }[]; error?: GraphError } | null;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(messageRequestBody(message)),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    json = await response.json().catch(() => null);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, httpStatus: null, error: classifyNetworkError(timedOut ? 'tempo' : 'rede'), detail };
  }
  const wamid = json?.messages?.[0]?.id;
  if (response.ok && wamid) return { ok: true, wamid, via: 'api' };
  const graph = json?.error;
  return {
    ok: false,
    httpStatus: response.status,
    error: classifyError({ httpStatus: response.status, code: graph?.code ?? null }),
    detail: graph?.error_data?.details ?? graph?.message ?? null,
  };
}
