import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import { WHATSAPP_SECTION, ZWhatsappSettings } from '@/lib/settings/whatsapp';
import { consentValidFor } from '@/lib/whatsapp/consent';
import { normalizeMobile } from '@/lib/whatsapp/phone';
import { renderMessage, templateParameters, type Values } from '@/lib/whatsapp/render';
import { scheduleSend } from '@/lib/whatsapp/schedule';
import { stepText, stepVariables, type AutomaticStep } from '@/lib/whatsapp/steps';
import type { Db } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { readSettings } from '@/server/settings/store';
import { enqueueSend } from './enqueue-send';
import { automaticSentOnDay, consentOf } from './queries';
import { queueMessage } from './record-message';

export type AutomaticRequest = {
  clienteId: string;
  step: AutomaticStep;
  /** The step's idempotency key (`reminder:<chargeId>:<etapa>`): the same key queues one message, ever. */
  key: string;
  /** The same values as the step's e-mail ({cliente}, {valor}, {link}, {pix}…). */
  values: Values;
  /** The values that are secrets (D146): `values` holds their slots; they are sealed until the message is sent. */
  secrets?: Readonly<Record<string, string>>;
  /** The document it is about, shown with the message (a charge's régua history). */
  subject?: { tipo: string; id: string } | null;
  /** What the step needs to send its e-mail instead if WhatsApp fails (the régua step, the reminder number…). */
  context?: Record<string, unknown>;
  /**
   * Only if it can go now (a signing code, D167): a message the quiet hours or today's cap would hold is refused, so
   * that the caller sends its e-mail at once instead of a code that would expire unsent.
   */
  onlyNow?: boolean;
};

export type AutomaticResult =
  | { ok: true; messageId: string; runAt: Date; duplicate: boolean; to: string }
  | { ok: false; reason: 'semCliente' | 'semConsentimento' | 'semCelular' | 'adiada'; message: string };

/**
 * An automatic step's WhatsApp message (D22), called in the step's transaction: only to a client who opted in for
 * the mobile the record has now (D153); queued once per key with the step's approved template and the e-mail's
 * values; sent by the worker (job `whatsapp.enviar`) now, after the quiet hours, or the next day when today's cap
 * is spent. A refusal is answered, never thrown: the caller sends the step's e-mail instead (lib/whatsapp/channel.ts).
 */
export async function sendAutomatic(db: Db, request: AutomaticRequest): Promise<AutomaticResult> {
  const r = m.whatsapp.recusas;
  const [client] = await db
    .select({ telefone: clientes.telefone })
    .from(clientes)
    .where(eq(clientes.id, request.clienteId));
  if (!client) return { ok: false, reason: 'semCliente', message: r.semCliente };
  const consent = await consentOf(db, request.clienteId);
  if (!consentValidFor(consent, client.telefone))
    return { ok: false, reason: 'semConsentimento', message: r.semConsentimento };
  const mobile = normalizeMobile(client.telefone);
  if (!mobile.ok) return { ok: false, reason: 'semCelular', message: `${r.semCelular} ${mobile.message}` };

  const settings = await readSettings(db, WHATSAPP_SECTION, ZWhatsappSettings);
  const step = settings.etapas[request.step];
  const at = now();
  const quiet = { inicio: settings.silencioInicio, fim: settings.silencioFim };
  const runAt = scheduleSend(at, quiet, await automaticSentOnDay(db, request.clienteId, at), settings.limiteDiario);
  if (request.onlyNow && runAt.getTime() > at.getTime()) return { ok: false, reason: 'adiada', message: r.adiada };
  const queued = await queueMessage(db, {
    clienteId: request.clienteId,
    etapa: request.step,
    chave: `auto:${request.key}`,
    telefone: mobile.e164,
    template: {
      name: step.template,
      language: step.idioma,
      parameters: templateParameters(stepVariables(request.step), request.values),
    },
    texto: renderMessage(stepText(request.step), request.values),
    assunto: request.subject ?? null,
    contexto: request.context ?? {},
    segredos: request.secrets,
    agendadaPara: runAt,
  });
  if (queued.created) await enqueueSend(db, queued.row.id, runAt);
  return {
    ok: true,
    messageId: queued.row.id,
    to: queued.row.telefone,
    runAt: queued.row.agendadaPara ?? runAt,
    duplicate: !queued.created,
  };
}
