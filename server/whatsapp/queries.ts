import 'server-only';
import { and, desc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import { AUTOMATIC_STEPS } from '@/lib/whatsapp/steps';
import { saoPauloDay } from '@/lib/whatsapp/schedule';
import { getDb, type Db } from '@/server/platform/db/client';
import { whatsappConsentimentos, whatsappMensagens } from '@/server/platform/db/schema';

/** A client's consent row (null: never asked). */
export async function consentOf(db: Db, clienteId: string) {
  const [row] = await db.select().from(whatsappConsentimentos).where(eq(whatsappConsentimentos.clienteId, clienteId));
  return row ?? null;
}

/** A client's messages, newest first (the client record's WhatsApp card). */
export async function messagesOfClient(db: Db, clienteId: string, limit = 50) {
  return db
    .select()
    .from(whatsappMensagens)
    .where(eq(whatsappMensagens.clienteId, clienteId))
    .orderBy(desc(whatsappMensagens.createdAt))
    .limit(limit);
}

/** The messages about one document (a charge's régua history), oldest first. */
export async function messagesOfSubject(db: Db, tipo: string, id: string) {
  return db
    .select()
    .from(whatsappMensagens)
    .where(and(eq(whatsappMensagens.assuntoTipo, tipo), eq(whatsappMensagens.assuntoId, id)))
    .orderBy(whatsappMensagens.createdAt);
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

/** What the client record's WhatsApp card shows: consent, last incoming message, the last five (D151: no handle). */
export async function readWhatsAppCard(clienteId: string) {
  const db = await getDb();
  const [consent, lastIn, messages] = await Promise.all([
    consentOf(db, clienteId),
    lastIncomingAt(db, clienteId),
    messagesOfClient(db, clienteId, 5),
  ]);
  return { consent, lastIn, messages };
}
