import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import { consentValidFor } from '@/lib/whatsapp/consent';
import { normalizeMobile } from '@/lib/whatsapp/phone';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { clientes, whatsappConsentimentos, type WhatsappConsentimento } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

/**
 * The writer of a client's consent to automatic WhatsApp messages (D21, D22): opt-in with its date, source, who
 * recorded it and the number it is for; opt-out with its date and how; suspension when the client's mobile changes
 * (D153). Each is on the client's timeline (and the portal's), in the same transaction. Recording the state it is
 * already in changes nothing.
 */
export type ConsentSource = 'equipe' | 'portal' | 'pagina';
export type OptOutVia = 'mensagem' | 'equipe' | 'portal';

export async function recordOptIn(
  db: Db,
  actor: Actor,
  input: { clienteId: string; origem: ConsentSource },
): Promise<Written<WhatsappConsentimento>> {
  const [client] = await db
    .select({ telefone: clientes.telefone })
    .from(clientes)
    .where(eq(clientes.id, input.clienteId));
  if (!client) throw new ActionError(m.whatsapp.recusas.semCliente);
  const mobile = normalizeMobile(client.telefone);
  if (!mobile.ok) throw new ActionError(`${m.whatsapp.recusas.semCelular} ${mobile.message}`);

  const [current] = await db
    .select()
    .from(whatsappConsentimentos)
    .where(eq(whatsappConsentimentos.clienteId, input.clienteId))
    .for('update');
  if (consentValidFor(current, client.telefone)) return { row: current, events: [] };

  const at = now();
  const values = {
    status: 'ativo',
    telefone: mobile.e164,
    optInEm: at,
    optInOrigem: input.origem,
    optInUsuarioId: actor.tipo === 'staff' ? actor.usuarioId : null,
    optInPor: actor.nome ?? null,
    optOutEm: null,
    optOutVia: null,
    optOutDetalhe: null,
    suspensoEm: null,
    suspensoPara: null,
    updatedAt: at,
  };
  const [row] = await db
    .insert(whatsappConsentimentos)
    .values({ clienteId: input.clienteId, ...values })
    .onConflictDoUpdate({ target: whatsappConsentimentos.clienteId, set: values })
    .returning();
  await recordEvent(db, {
    clienteId: input.clienteId,
    tipo: 'whatsapp.optin',
    assunto: { tipo: 'client', id: input.clienteId },
    ator: actor,
    dados: { origem: input.origem, telefone: mobile.e164 },
    visivelCliente: true,
    em: at,
  });
  return { row, events: [{ type: 'whatsapp.optedIn', clienteId: input.clienteId }] };
}

/**
 * Withdraws a consent at once (D22: "SAIR"/"PARAR", staff, or the portal); a suspended one too, so the record says
 * the client said no rather than that the number changed. Null when none was active or suspended.
 */
export async function recordOptOut(
  db: Db,
  actor: Actor,
  input: { clienteId: string; via: OptOutVia; detalhe?: string | null },
): Promise<Written<WhatsappConsentimento | null>> {
  const at = now();
  const [row] = await db
    .update(whatsappConsentimentos)
    .set({
      status: 'revogado',
      optOutEm: at,
      optOutVia: input.via,
      optOutDetalhe: (input.detalhe ?? actor.nome ?? null)?.slice(0, 200) ?? null,
      updatedAt: at,
    })
    .where(
      and(
        eq(whatsappConsentimentos.clienteId, input.clienteId),
        inArray(whatsappConsentimentos.status, ['ativo', 'suspenso']),
      ),
    )
    .returning();
  if (!row) return { row: null, events: [] };
  await recordEvent(db, {
    clienteId: input.clienteId,
    tipo: 'whatsapp.optout',
    assunto: { tipo: 'client', id: input.clienteId },
    ator: actor,
    dados: { via: input.via, detalhe: row.optOutDetalhe },
    visivelCliente: true,
    em: at,
  });
  return { row, events: [{ type: 'whatsapp.optedOut', clienteId: input.clienteId }] };
}

/**
 * The client's phone changed to `telefone` (as the record now stores it; null when removed), in the client writer's
 * transaction (D153). An active consent that is not valid for the new number is suspended with when and what it
 * changed to, and the timeline says so. A merely reformatted number, or the consent's own, keeps it; a suspended or
 * withdrawn consent is left alone, so going back to the old number does not revive it: only a new opt-in does.
 * No event of its own: the client writer's `client.updated` refreshes the same screens.
 */
export async function suspendConsentForNumber(
  db: Db,
  actor: Actor,
  input: { clienteId: string; telefone: string | null },
): Promise<Written<WhatsappConsentimento | null>> {
  const [current] = await db
    .select()
    .from(whatsappConsentimentos)
    .where(eq(whatsappConsentimentos.clienteId, input.clienteId))
    .for('update');
  if (current?.status !== 'ativo' || consentValidFor(current, input.telefone)) return { row: null, events: [] };
  const at = now();
  const para = input.telefone?.trim() || null;
  const [row] = await db
    .update(whatsappConsentimentos)
    .set({ status: 'suspenso', suspensoEm: at, suspensoPara: para, updatedAt: at })
    .where(and(eq(whatsappConsentimentos.clienteId, input.clienteId), eq(whatsappConsentimentos.status, 'ativo')))
    .returning();
  await recordEvent(db, {
    clienteId: input.clienteId,
    tipo: 'whatsapp.suspended',
    assunto: { tipo: 'client', id: input.clienteId },
    ator: actor,
    dados: { de: current.telefone, para },
    visivelCliente: true,
    em: at,
  });
  return { row, events: [] };
}
