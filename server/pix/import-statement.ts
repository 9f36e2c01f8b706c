import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { txidForCharge } from '@/lib/pix/txid';
import { creditKey, planImport, type OpenCharge } from '@/lib/statement/match';
import { parseOfx } from '@/lib/statement/ofx';
import type { DomainEvent } from '@/server/events/types';
import { m } from '@/lib/messages';
import { ActionError } from '@/server/platform/action-error';
import { getDb, type Db } from '@/server/platform/db/client';
import { isDatabaseUnavailable } from '@/server/platform/db/errors';
import { clientes, cobrancas, extratoCreditos, type ExtratoCredito } from '@/server/platform/db/schema';
import { recordStatementCredits } from './record-statement-credits';

/**
 * A bank statement import (/cobrancas/conciliacao): the OFX is read (a bad file is refused with its message and
 * nothing changes), credits already stored for that account are left out, the rest are matched against the open
 * charges (lib/statement/match.ts) and stored with their match. Confirming them is staff's step.
 */
export type StatementImport = {
  novos: ExtratoCredito[];
  repetidos: number;
  debitos: number;
  exatos: number;
  ambiguos: number;
  semCorrespondencia: number;
  events: DomainEvent[];
};

/** The open charges as the matcher needs them: amount, due date, client's name and document, and the txid. */
export async function openChargesForMatching(db: Db): Promise<OpenCharge[]> {
  const rows = await db
    .select({
      id: cobrancas.id,
      valor: cobrancas.valor,
      dataVencimento: cobrancas.dataVencimento,
      cliente: cobrancas.cliente,
      clienteNome: clientes.nome,
      clienteDocumento: clientes.documento,
    })
    .from(cobrancas)
    .leftJoin(clientes, eq(clientes.id, cobrancas.clienteId))
    .where(inArray(cobrancas.status, ['pendente', 'vencido']));
  return rows.map((r) => ({
    id: r.id,
    txid: txidForCharge(r.id),
    valor: r.valor,
    dataVencimento: r.dataVencimento,
    clienteNome: r.clienteNome ?? r.cliente,
    clienteDocumento: r.clienteDocumento,
  }));
}

const FITIDS_PER_QUERY = 5_000;

export async function importStatement(db: Db, bytes: Uint8Array, arquivo: string | null): Promise<StatementImport> {
  const parsed = parseOfx(bytes);
  if (!parsed.ok) throw new ActionError(parsed.message);
  const stored: Array<{ conta: string; fitid: string }> = [];
  // Asked a few thousand FITIDs at a time: a statement of 5 MB names more than one statement's parameters allow.
  for (let i = 0; parsed.contas.length && i < parsed.credits.length; i += FITIDS_PER_QUERY) {
    const fitids = parsed.credits.slice(i, i + FITIDS_PER_QUERY).map((c) => c.fitid);
    stored.push(
      ...(await db
        .select({ conta: extratoCreditos.conta, fitid: extratoCreditos.fitid })
        .from(extratoCreditos)
        .where(and(inArray(extratoCreditos.conta, parsed.contas), inArray(extratoCreditos.fitid, fitids)))),
    );
  }
  const plan = planImport(parsed.credits, new Set(stored.map(creditKey)), await openChargesForMatching(db));
  const written = await recordStatementCredits(db, plan.novos, arquivo);
  const count = (kind: string) => written.row.filter((r) => r.correspondencia === kind).length;
  return {
    novos: written.row,
    repetidos: plan.repetidos + (plan.novos.length - written.row.length),
    debitos: parsed.debitos,
    exatos: count('exact'),
    ambiguos: count('ambiguous'),
    semCorrespondencia: count('none'),
    events: written.events,
  };
}

export type StatementSummary = Pick<StatementImport, 'repetidos' | 'exatos' | 'ambiguos' | 'semCorrespondencia'> & {
  novos: number;
};

/**
 * The upload route's entry (app/api/pix/extrato/route.ts, D179; routes never take the handle, D151): the import in
 * one transaction, its events for the caller to dispatch after the commit, or the Portuguese refusal.
 */
export async function importStatementUpload(
  bytes: Uint8Array,
  arquivo: string | null,
): Promise<{ ok: true; data: StatementSummary; events: DomainEvent[] } | { ok: false; error: string; status: number }> {
  try {
    const db = await getDb();
    const result = await db.transaction((tx) => importStatement(tx as unknown as Db, bytes, arquivo));
    const { novos, repetidos, exatos, ambiguos, semCorrespondencia, events } = result;
    return { ok: true, data: { novos: novos.length, repetidos, exatos, ambiguos, semCorrespondencia }, events };
  } catch (error) {
    if (error instanceof ActionError) return { ok: false, error: error.message, status: 422 };
    if (isDatabaseUnavailable(error)) return { ok: false, error: m.resilience.unavailable, status: 503 };
    console.error('[pix] statement import failed', error);
    return { ok: false, error: m.pix.reconciliation.importError, status: 500 };
  }
}
