import 'server-only';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/timeline/kinds';
import type { Db } from '@/server/platform/db/client';
import { notasFiscais } from '@/server/platform/db/schema';
import { recordEvent } from './record';

/** The automatic actor of the notes' entries: the issue job, or the refund's cancellation. */
const NFSE_ACTOR: Actor = { tipo: 'sistema', nome: 'NFS-e' };

/**
 * D245: a charge's note issued or cancelled, on its client's timeline ("NFS-e nº 12 emitida"), written by the
 * follow-up of `nfse.issued` / `nfse.cancelled` (server/events/effects.ts) after the note's own commit, never by the
 * notes' writer inline. Idempotent: the entry's key is the note's and the kind's, so a follow-up run again (its retry
 * job) writes nothing more. The number and the série are copied into `dados` for the label (lib/timeline/labels.ts).
 */
export async function recordNoteTimeline(
  db: Db,
  notaId: string,
  kind: 'issued' | 'cancelled',
  por: { id: string; nome: string } | null = null,
): Promise<boolean> {
  const [note] = await db
    .select({
      id: notasFiscais.id,
      cobrancaId: notasFiscais.cobrancaId,
      clienteId: notasFiscais.clienteId,
      serie: notasFiscais.serie,
      numero: notasFiscais.numero,
      chaveAcesso: notasFiscais.chaveAcesso,
      emitidaEm: notasFiscais.emitidaEm,
      canceladaEm: notasFiscais.canceladaEm,
      motivo: notasFiscais.cancelamentoMotivo,
      justificativa: notasFiscais.cancelamentoJustificativa,
    })
    .from(notasFiscais)
    .where(eq(notasFiscais.id, notaId));
  if (!note) return false;
  const at = kind === 'issued' ? note.emitidaEm : note.canceladaEm;
  return recordEvent(db, {
    clienteId: note.clienteId,
    tipo: kind === 'issued' ? 'nfse.issued' : 'nfse.cancelled',
    assunto: { tipo: 'charge', id: note.cobrancaId },
    ator: por ? { tipo: 'staff', usuarioId: por.id, nome: por.nome } : NFSE_ACTOR,
    dados: {
      numero: note.numero,
      serie: note.serie,
      chaveAcesso: note.chaveAcesso,
      ...(kind === 'cancelled' ? { motivo: note.motivo, justificativa: note.justificativa } : {}),
    },
    chave: `nfse.${kind}:${note.id}`,
    ...(at ? { em: at } : {}),
  });
}
