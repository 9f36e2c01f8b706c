import 'server-only';
import { and, eq } from 'drizzle-orm';
import { classifyError } from '@/lib/whatsapp/errors';
import { advanceStatus, type MessageStatus } from '@/lib/whatsapp/status';
import type { StatusReport } from '@/lib/whatsapp/webhook-payload';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { whatsappMensagens, type WhatsappMensagem } from '@/server/platform/db/schema';
import { failureEvent } from './record-send-result';
import { eventIds, recordMessageEntry } from './timeline';

const STAMP: Partial<Record<MessageStatus, 'enviadaEm' | 'entregueEm' | 'lidaEm' | 'falhouEm'>> = {
  enviada: 'enviadaEm',
  entregue: 'entregueEm',
  lida: 'lidaEm',
  falhou: 'falhouEm',
};

/**
 * The writer of a delivery report from the webhook (D21, D22): sent, delivered, read, or failed with its error
 * code, on the message with that wamid and on the client's timeline. Reports come late, twice and out of order:
 * only a forward move changes anything (lib/whatsapp/status.ts), and each timeline entry is keyed.
 */
export async function recordStatusReport(db: Db, report: StatusReport): Promise<Written<WhatsappMensagem | null>> {
  const [message] = await db
    .select()
    .from(whatsappMensagens)
    .where(and(eq(whatsappMensagens.wamid, report.wamid), eq(whatsappMensagens.direcao, 'saida')))
    .for('update');
  if (!message) return { row: null, events: [] };
  const next = advanceStatus(message.status, report.status);
  if (!next) return { row: message, events: [] };

  const failed = next === 'falhou';
  const first = report.errors[0];
  const error = failed ? classifyError({ code: first?.code ?? null }) : null;
  const stamp = STAMP[next];
  const [row] = await db
    .update(whatsappMensagens)
    .set({
      status: next,
      ...(stamp ? { [stamp]: report.at } : {}),
      // Read implies delivered: a read report that came first stamps the delivery too.
      ...(next === 'lida' && !message.entregueEm ? { entregueEm: report.at } : {}),
      ...(error ? { erro: error.message, erroCodigo: error.code, decisao: error.decision } : {}),
      updatedAt: report.at,
    })
    .where(eq(whatsappMensagens.id, message.id))
    .returning();

  if (error) {
    await recordMessageEntry(
      db,
      row,
      'whatsapp.failed',
      { codigo: error.code, erro: error.message, detalhe: first?.details ?? first?.title ?? null },
      { em: report.at },
    );
    // Reported after Meta accepted it: the queue will not send it again, so even a limit ends as a fallback.
    return { row, events: [failureEvent(row, error)] };
  }
  if (next === 'entregue' || next === 'lida') {
    await recordMessageEntry(
      db,
      row,
      next === 'entregue' ? 'whatsapp.delivered' : 'whatsapp.read',
      {},
      { em: report.at },
    );
    return { row, events: [{ type: 'whatsapp.status', ...eventIds(row), status: next }] };
  }
  return { row, events: [] };
}
