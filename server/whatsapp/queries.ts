import 'server-only';
import { and, desc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import { consentStanding, type ConsentStanding } from '@/lib/whatsapp/consent';
import { AUTOMATIC_STEPS } from '@/lib/whatsapp/steps';
import { saoPauloDay } from '@/lib/whatsapp/schedule';
import { getDb, type Db } from '@/server/platform/db/client';
import {
  clientes,
  whatsappConsentimentos,
  whatsappMensagens,
  type WhatsappConsentimento,
  type WhatsappMensagem,
} from '@/server/platform/db/schema';
import { showSecretSlots } from '@/lib/mail/secret-slots';

/** A message as staff see it (D146): the secrets' slots shown as their stand-ins, the sealed values left out. */
function shown(row: WhatsappMensagem): Omit<WhatsappMensagem, 'segredos'> {
  const { segredos: _sealed, ...rest } = row;
  const email = rest.contexto?.email as { text?: unknown; subject?: unknown } | undefined;
  const contexto =
    email && typeof email.text === 'string' && typeof email.subject === 'string'
      ? {
          ...rest.contexto,
          email: { ...email, text: showSecretSlots(email.text), subject: showSecretSlots(email.subject) },
        }
      : rest.contexto;
  return {
    ...rest,
    texto: rest.texto && showSecretSlots(rest.texto),
    parametros: rest.parametros.map(showSecretSlots),
    contexto,
  };
}

/** A client's consent row (null: never asked). */
export async function consentOf(db: Db, clienteId: string) {
  const [row] = await db.select().from(whatsappConsentimentos).where(eq(whatsappConsentimentos.clienteId, clienteId));
  return row ?? null;
}

/**
 * A client's consent with where it stands against the record's current mobile (D153: valid for that number only),
 * and that mobile as stored: what the client record and the portal's switch show.
 */
export async function consentStandingOf(
  db: Db,
  clienteId: string,
): Promise<{ consent: WhatsappConsentimento | null; telefone: string | null; standing: ConsentStanding }> {
  const [[client], consent] = await Promise.all([
    db.select({ telefone: clientes.telefone }).from(clientes).where(eq(clientes.id, clienteId)),
    consentOf(db, clienteId),
  ]);
  const telefone = client?.telefone ?? null;
  return { consent, telefone, standing: consentStanding(consent, telefone) };
}

/** A client's messages, newest first (the client record's WhatsApp card). */
export async function messagesOfClient(db: Db, clienteId: string, limit = 50) {
  const rows = await db
    .select()
    .from(whatsappMensagens)
    .where(eq(whatsappMensagens.clienteId, clienteId))
    .orderBy(desc(whatsappMensagens.createdAt))
    .limit(limit);
  return rows.map(shown);
}

/** The messages about one document (a charge's régua history), oldest first. */
export async function messagesOfSubject(db: Db, tipo: string, id: string) {
  const rows = await db
    .select()
    .from(whatsappMensagens)
    .where(and(eq(whatsappMensagens.assuntoTipo, tipo), eq(whatsappMensagens.assuntoId, id)))
    .orderBy(whatsappMensagens.createdAt);
  return rows.map(shown);
}

/** When the client last wrote to us: the 24-hour window runs from there (lib/whatsapp/status.ts). */
export async function lastIncomingAt(db: Db, clienteId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(whatsappMensagens.recebidaEm) })
    .from(whatsappMensagens)
    .where(and(eq(whatsappMensagens.clienteId, clienteId), eq(whatsappMensagens.direcao, 'entrada')));
  return row?.at ?? null;
}

/**
 * How many automatic messages a client got on the São Paulo day of `at` (the daily cap, D22): those claimed for
 * sending that day and not failed. Replies and the opt-out confirmation do not count.
 */
export async function automaticSentOnDay(db: Db, clienteId: string, at: Date): Promise<number> {
  const { start, end } = saoPauloDay(at);
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(whatsappMensagens)
    .where(
      and(
        eq(whatsappMensagens.clienteId, clienteId),
        eq(whatsappMensagens.direcao, 'saida'),
        inArray(whatsappMensagens.etapa, [...AUTOMATIC_STEPS]),
        inArray(whatsappMensagens.status, ['enviando', 'enviada', 'entregue', 'lida']),
        gte(whatsappMensagens.enviandoEm, start),
        lt(whatsappMensagens.enviandoEm, end),
      ),
    );
  return row.n;
}

/** What the client record's WhatsApp card shows: consent and its standing, last incoming, the last five (D151). */
export async function readWhatsAppCard(clienteId: string) {
  const db = await getDb();
  const [{ consent, standing }, lastIn, messages] = await Promise.all([
    consentStandingOf(db, clienteId),
    lastIncomingAt(db, clienteId),
    messagesOfClient(db, clienteId, 5),
  ]);
  return { consent, standing, lastIn, messages };
}
