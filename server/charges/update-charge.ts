import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import { relinkTimeline, requireClient } from '@/server/clients/link';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { chargeRef } from './charge-event';
import { chargeSearchText, type NewCharge, pixColumns } from './create-charge';
import type { Actor } from '@/lib/timeline/kinds';
import { recordEvent } from '@/server/timeline/record';
import { chargeWasSent } from './was-sent';

/** What the edit form changes: the form's fields; the number, slug, fees and status stay. */
export type ChargeChanges = Omit<NewCharge, 'serie' | 'parcela' | 'recorrencia' | 'id' | 'cobv'> & {
  recorrencia: NonNullable<NewCharge['recorrencia']> | null;
};

const notFound = () => new ActionError(m.charges.toasts.notFound);

/**
 * "Salvar" on a charge's edit form (document 001 §2.6): its columns, search text and Pix fields. The fine and
 * interest stay those of its creation. The Pix key and code change only until the charge was first sent, each change
 * on its timeline with both values (D183). Only a series' first charge (or a lone charge) carries the repetition: a
 * lone charge given one starts its series there; the later charges of a series keep theirs.
 */
export async function updateCharge(
  db: Db,
  actor: Actor,
  id: string,
  input: ChargeChanges,
  /** The cobv's columns after the PSP revised, made or removed it (D99): asked before this transaction. */
  pix: Partial<Cobranca> = {},
): Promise<Written<{ id: string; slug: string }>> {
  await requireClient(db, input.clienteId);
  const [current] = await db
    .select({
      serieId: cobrancas.serieId,
      numero: cobrancas.numeroCobranca,
      clienteId: cobrancas.clienteId,
      chavePix: cobrancas.chavePix,
      codigoPix: cobrancas.codigoPix,
    })
    .from(cobrancas)
    .where(eq(cobrancas.id, id))
    .for('update');
  if (!current) throw notFound();
  const pixNow = pixColumns(input);
  const pixChanged =
    (pixNow.chavePix ?? '') !== (current.chavePix ?? '') || (pixNow.codigoPix ?? '') !== (current.codigoPix ?? '');
  // D183: once the client may hold the code, it stays: cancel and issue another instead.
  if (pixChanged && (await chargeWasSent(db, id))) throw new ActionError(m.chargeGuard.pixLocked);
  const repeat =
    current.serieId && current.serieId !== id
      ? {}
      : {
          recorrencia: input.recorrencia?.tipo ?? null,
          recorrenciaVezes: input.recorrencia?.vezes ?? null,
          ...(input.recorrencia && !current.serieId ? { serieId: id, serieNumero: 1 } : {}),
        };
  const [row] = await db
    .update(cobrancas)
    .set({
      titulo: input.titulo,
      cliente: input.cliente,
      clienteId: input.clienteId,
      valor: input.valor,
      dataVencimento: input.dataVencimento,
      formaPagamento: input.formaPagamento,
      descricao: input.descricao ?? '',
      observacoes: input.observacoes ?? '',
      ...pixNow,
      busca: chargeSearchText(input),
      ...repeat,
      ...pix,
      updatedAt: now(),
    })
    .where(eq(cobrancas.id, id))
    .returning();
  if (!row) throw notFound();
  await relinkTimeline(db, 'charge', id, input.clienteId);
  if (pixChanged)
    await recordEvent(db, {
      clienteId: row.clienteId,
      tipo: 'charge.pixChanged',
      assunto: { tipo: 'charge', id },
      ator: actor,
      dados: {
        antes: { chavePix: current.chavePix, codigoPix: current.codigoPix },
        depois: { chavePix: pixNow.chavePix, codigoPix: pixNow.codigoPix },
      },
    });
  return { row: { id: row.id, slug: row.slug }, events: [{ type: 'charge.updated', ...chargeRef(row) }] };
}

/** The per-charge pause of the régua (D61): not a status, so no timeline entry. */
export async function setChargeRemindersPaused(
  db: Db,
  id: string,
  pausado: boolean,
): Promise<Written<{ id: string; pausado: boolean }>> {
  const [row] = await db
    .update(cobrancas)
    .set({ lembretesPausados: pausado, updatedAt: now() })
    .where(eq(cobrancas.id, id))
    .returning();
  if (!row) throw notFound();
  return {
    row: { id: row.id, pausado: row.lembretesPausados },
    events: [{ type: 'charge.updated', ...chargeRef(row) }],
  };
}
