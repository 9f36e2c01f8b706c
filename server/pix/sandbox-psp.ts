import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { now } from '@/lib/clock';
import { todayInSaoPaulo } from '@/lib/format';
import { amountDueOn } from '@/lib/pix/amount-due';
import type { CobvRequest } from '@/lib/pix/cobv';
import { buildDynamicPixBrCode } from '@/lib/pix/dynamic-code';
import { makeEndToEndId } from '@/lib/pix/end-to-end-id';
import { centavosToPix } from '@/lib/pix/money';
import { parseReceivedPix } from '@/lib/pix/received';
import { parseRefund, type PixRefund } from '@/lib/pix/refund';
import { env } from '@/server/platform/env';
import { getDb } from '@/server/platform/db/client';
import { pixSandboxCobv } from '@/server/platform/db/schema';
import { PixApiError } from './errors';
import type { CobvRevision, CobvState, CobvStatus, FetchedPix } from './provider';

/**
 * The sandbox PSP (D20: development and demos, offline): the API Pix operations the app uses, kept in the
 * database (pix_sandbox_cobv) so a dev restart keeps them, with a "bank app" (`paySandboxCobv`) that pays a cobv
 * the way a payer's bank would: the amount due on that São Paulo day (lib/pix/amount-due.ts), with its parts.
 * It is the PSP, not the app: it writes only its own table, outside the app's transactions.
 */
type Row = typeof pixSandboxCobv.$inferSelect;
type StoredPix = Record<string, unknown> & { endToEndId: string; valor: string; horario: string };

export const SANDBOX_LOCATION_PATH = '/pix/sandbox';

function problem(name: string, status: number, detail: string): PixApiError {
  return new PixApiError(status === 404 ? 'notFound' : 'invalid', {
    status,
    problem: { type: `https://pix.bcb.gov.br/api/v2/error/${name}`, title: name, status, detail },
  });
}

async function state(row: Row): Promise<CobvState> {
  const agency = await getAgency();
  const location = `${env.appUrl.replace(/^https?:\/\//, '')}${SANDBOX_LOCATION_PATH}/${row.locationToken}`;
  const pixCopiaECola = buildDynamicPixBrCode({
    location,
    beneficiary: agency.pix.beneficiary,
    city: agency.pix.city,
  });
  return {
    txid: row.txid,
    revisao: row.revisao,
    status: row.status as CobvStatus,
    pixCopiaECola,
    location,
    pix: row.pix.map(parseReceivedPix).filter((p) => p !== null),
    raw: { txid: row.txid, revisao: row.revisao, status: row.status, ...row.pedido, location, pixCopiaECola },
  };
}

async function find(txid: string): Promise<Row | null> {
  const db = await getDb();
  const [row] = await db.select().from(pixSandboxCobv).where(eq(pixSandboxCobv.txid, txid));
  return row ?? null;
}

export async function sandboxPutCobv(txid: string, body: CobvRequest): Promise<CobvState> {
  const db = await getDb();
  const existing = await find(txid);
  if (existing && existing.status !== 'ATIVA') throw problem('CobVOperacaoInvalida', 400, 'A cobrança não está ATIVA.');
  const at = now();
  const [row] = await db
    .insert(pixSandboxCobv)
    .values({ txid, pedido: body, locationToken: randomBytes(16).toString('hex'), createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: pixSandboxCobv.txid,
      set: { pedido: body, revisao: sql`${pixSandboxCobv.revisao} + 1`, updatedAt: at },
    })
    .returning();
  return state(row);
}

export async function sandboxPatchCobv(txid: string, body: CobvRevision): Promise<CobvState> {
  const existing = await find(txid);
  if (!existing) throw problem('CobVNaoEncontrada', 404, 'Cobrança não encontrada.');
  if (existing.status !== 'ATIVA') throw problem('CobVOperacaoInvalida', 400, 'A cobrança não está ATIVA.');
  const db = await getDb();
  const removal = 'status' in body && body.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
  const [row] = await db
    .update(pixSandboxCobv)
    .set(
      removal
        ? { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR', updatedAt: now() }
        : { pedido: { ...existing.pedido, ...body }, revisao: existing.revisao + 1, updatedAt: now() },
    )
    .where(eq(pixSandboxCobv.txid, txid))
    .returning();
  return state(row);
}

export async function sandboxGetCobv(txid: string): Promise<CobvState | null> {
  const row = await find(txid);
  return row ? state(row) : null;
}

export async function sandboxCobvByLocation(token: string): Promise<CobvState | null> {
  const db = await getDb();
  const [row] = await db.select().from(pixSandboxCobv).where(eq(pixSandboxCobv.locationToken, token));
  return row ? state(row) : null;
}

/**
 * The sandbox's "bank app": pays an ATIVA cobv on a São Paulo day (today by default) with the amount due that day,
 * or with a given amount (to try a divergent payment). Returns the new Pix's end-to-end id; the caller then takes
 * the same path as a webhook notification.
 */
export async function paySandboxCobv(txid: string, options: { valor?: number; dia?: string } = {}): Promise<string> {
  const existing = await find(txid);
  if (!existing) throw problem('CobVNaoEncontrada', 404, 'Cobrança não encontrada.');
  if (existing.status !== 'ATIVA') throw problem('CobVOperacaoInvalida', 400, 'A cobrança não está ATIVA.');
  const pedido = existing.pedido as unknown as CobvRequest;
  const at = now();
  const due = amountDueOn(pedido, options.dia ?? todayInSaoPaulo(at));
  if (!due.payable) throw problem('CobVOperacaoInvalida', 400, 'A cobrança passou da validade.');
  const parts = (value: number) => ({ valor: centavosToPix(value) });
  const pix: StoredPix = {
    endToEndId: makeEndToEndId(at),
    txid,
    valor: centavosToPix(options.valor ?? due.total),
    horario: at.toISOString(),
    chave: pedido.chave,
    componentesValor: {
      original: parts(due.original),
      ...(due.multa ? { multa: parts(due.multa) } : {}),
      ...(due.juros ? { juros: parts(due.juros) } : {}),
      ...(due.desconto ? { desconto: parts(due.desconto) } : {}),
    },
    pagador: pedido.devedor,
  };
  const db = await getDb();
  await db
    .update(pixSandboxCobv)
    .set({ status: 'CONCLUIDA', pix: [...existing.pix, pix], updatedAt: at })
    .where(eq(pixSandboxCobv.txid, txid));
  return pix.endToEndId;
}

async function rowWithPix(e2eid: string): Promise<{ row: Row; index: number } | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(pixSandboxCobv)
    .where(sql`${pixSandboxCobv.pix} @> ${JSON.stringify([{ endToEndId: e2eid }])}::jsonb`);
  if (!row) return null;
  return { row, index: row.pix.findIndex((p) => p.endToEndId === e2eid) };
}

export async function sandboxGetPix(e2eid: string): Promise<FetchedPix | null> {
  const found = await rowWithPix(e2eid);
  if (!found) return null;
  const raw = found.row.pix[found.index];
  const pix = parseReceivedPix(raw);
  return pix ? { pix, raw } : null;
}

export async function sandboxListPix(inicio: Date, fim: Date): Promise<FetchedPix[]> {
  const db = await getDb();
  const rows = await db
    .select({ pix: pixSandboxCobv.pix })
    .from(pixSandboxCobv)
    .where(sql`jsonb_array_length(${pixSandboxCobv.pix}) > 0`);
  const found: FetchedPix[] = [];
  for (const raw of rows.flatMap((row) => row.pix)) {
    const pix = parseReceivedPix(raw);
    if (pix && pix.horario >= inicio && pix.horario <= fim) found.push({ pix, raw });
  }
  return found;
}

type StoredRefund = { id: string; rtrId: string; valor: string; status: string; horario: Record<string, string> };

/** A sandbox refund is EM_PROCESSAMENTO when asked and DEVOLVIDO when next read, like a quick PSP. */
export async function sandboxRefund(e2eid: string, id: string, valor: number): Promise<PixRefund> {
  const found = await rowWithPix(e2eid);
  if (!found) throw problem('PixNaoEncontrado', 404, 'Pix não encontrado.');
  const pix = found.row.pix[found.index] as StoredPix & { devolucoes?: StoredRefund[] };
  const refunds = pix.devolucoes ?? [];
  const existing = refunds.find((r) => r.id === id);
  if (existing) return parseRefund(existing)!;
  const refund: StoredRefund = {
    id,
    rtrId: `D${makeEndToEndId(now()).slice(1)}`,
    valor: centavosToPix(valor),
    status: 'EM_PROCESSAMENTO',
    horario: { solicitacao: now().toISOString() },
  };
  await savePix(found.row, found.index, { ...pix, devolucoes: [...refunds, refund] });
  return parseRefund(refund)!;
}

export async function sandboxGetRefund(e2eid: string, id: string): Promise<PixRefund | null> {
  const found = await rowWithPix(e2eid);
  if (!found) return null;
  const pix = found.row.pix[found.index] as StoredPix & { devolucoes?: StoredRefund[] };
  const refund = (pix.devolucoes ?? []).find((r) => r.id === id);
  if (!refund) return null;
  if (refund.status === 'EM_PROCESSAMENTO') {
    Object.assign(refund, { status: 'DEVOLVIDO', horario: { ...refund.horario, liquidacao: now().toISOString() } });
    await savePix(found.row, found.index, pix);
  }
  return parseRefund(refund);
}

async function savePix(row: Row, index: number, pix: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  const list = [...row.pix];
  list[index] = pix;
  await db.update(pixSandboxCobv).set({ pix: list, updatedAt: now() }).where(eq(pixSandboxCobv.txid, row.txid));
}
