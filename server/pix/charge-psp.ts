import 'server-only';
import { eq } from 'drizzle-orm';
import { COBV_REMOVAL } from '@/lib/pix/cobv';
import { OPEN_CHARGE_STATUSES } from '@/lib/charges/rules';
import { ActionError } from '@/server/platform/action-error';
import type { NewCharge } from '@/server/charges/create-charge';
import { setChargeCobv, type CobvColumns } from '@/server/charges/set-charge-cobv';
import type { ChargeChanges } from '@/server/charges/update-charge';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { cobvColumns, feesOfSettings, planCobv, refusalText } from './charge-cobv';
import type { CobvState, PixProvider } from './provider';
import { currentPixProvider } from './providers';

/**
 * Where a charge's cobv meets the PSP (D99). The PSP is asked OUTSIDE any transaction, then the answer is written
 * in a short one:
 * - staff actions (the charge form, edit, cancel) ask first: a PSP that is down, slow or refusing throws its
 *   Portuguese message (PixApiError is an ActionError) and nothing is written;
 * - automatic steps (a plan instalment, a recurring charge) write the charge `pendente` and the `pix.registrarCobv`
 *   follow-up registers it, retried by the job queue until the PSP answers.
 * The txid is the charge's id (lib/pix/txid.ts), so a retry updates the same cobv and never makes a second one.
 */
const isOpen = (status: string) => (OPEN_CHARGE_STATUSES as readonly string[]).includes(status);

/** The next txid generation after a removed cobv (a removed cobv cannot be made again under its txid). */
function nextGeneration(txid: string | null): number {
  if (!txid || txid.length <= 32) return txid ? 1 : 0;
  return parseInt(txid.slice(32), 36) + 1;
}

/** The charge form: the cobv for a charge about to be created with `id` (the PSP first, then the insert). */
export async function cobvForNewCharge(
  db: Db,
  input: NewCharge & { id: string },
  provider: PixProvider = currentPixProvider(),
): Promise<CobvState | { erro: string } | undefined> {
  if (provider.kind === 'static' || input.formaPagamento !== 'pix') return undefined;
  const plan = await planCobv(db, { ...input, numeroCobranca: '', ...(await feesOfSettings(db)) });
  if (!plan.ok) return { erro: refusalText(plan.reason) };
  return provider.putCobv(plan.txid, plan.body);
}

/** A cobv put at the PSP whose charge was then not written: removed, so no payer can pay a charge that is not. */
export async function withdrawCobv(state: CobvState | { erro: string } | undefined): Promise<void> {
  const provider = currentPixProvider();
  if (!state || 'erro' in state || provider.kind === 'static') return;
  await provider
    .patchCobv(state.txid, COBV_REMOVAL)
    .catch((error) => console.error(`[pix] could not withdraw cobv ${state.txid}`, error));
}

type Current = Pick<
  Cobranca,
  | 'id'
  | 'numeroCobranca'
  | 'titulo'
  | 'valor'
  | 'dataVencimento'
  | 'clienteId'
  | 'multaPercentual'
  | 'jurosMensalPercentual'
  | 'formaPagamento'
  | 'pixTxid'
  | 'pixStatus'
  | 'status'
>;

async function current(db: Db, id: string): Promise<Current | null> {
  const [row] = await db.select().from(cobrancas).where(eq(cobrancas.id, id));
  return row ?? null;
}

/** The edit form: revises (PATCH), makes (PUT) or removes the cobv as the change asks, before the update. */
export async function cobvForUpdate(
  db: Db,
  id: string,
  changes: ChargeChanges,
  provider: PixProvider = currentPixProvider(),
): Promise<CobvColumns> {
  const cur = await current(db, id);
  if (!cur || provider.kind === 'static' || !isOpen(cur.status)) return {};
  const next = { ...cur, ...changes, id, numeroCobranca: cur.numeroCobranca };
  if (cur.pixStatus === 'ATIVA' && cur.pixTxid) {
    if (changes.formaPagamento !== 'pix') return cobvColumns(await provider.patchCobv(cur.pixTxid, COBV_REMOVAL));
    const same =
      cur.valor === changes.valor &&
      cur.dataVencimento === changes.dataVencimento &&
      cur.clienteId === changes.clienteId;
    if (same) return {};
    const plan = await planCobv(db, next);
    if (!plan.ok) throw new ActionError(refusalText(plan.reason));
    const { calendario, devedor, valor } = plan.body;
    return cobvColumns(await provider.patchCobv(cur.pixTxid, { calendario, devedor, valor }));
  }
  if (changes.formaPagamento !== 'pix' || cur.pixStatus === 'CONCLUIDA') return {};
  const removed = cur.pixStatus?.startsWith('REMOVIDA') ?? false;
  const plan = await planCobv(db, next, removed ? nextGeneration(cur.pixTxid) : 0);
  if (!plan.ok) return { pixErro: refusalText(plan.reason), pixStatus: null };
  return cobvColumns(await provider.putCobv(plan.txid, plan.body));
}

/** "Cancelar Cobrança": the cobv removed at the PSP first (REMOVIDA_PELO_USUARIO_RECEBEDOR). */
export async function cobvForCancel(
  db: Db,
  id: string,
  provider: PixProvider = currentPixProvider(),
): Promise<Pick<CobvColumns, 'pixStatus' | 'pixRevisao'>> {
  const cur = await current(db, id);
  if (!cur || provider.kind === 'static' || !isOpen(cur.status)) return {};
  if (cur.pixStatus === 'pendente') return { pixStatus: null };
  if (cur.pixStatus !== 'ATIVA' || !cur.pixTxid) return {};
  const state = await provider.patchCobv(cur.pixTxid, COBV_REMOVAL);
  return { pixStatus: state.status, pixRevisao: state.revisao };
}

/**
 * The `pix.registrarCobv` follow-up of `charge.created`: a charge an automatic step left `pendente` gets its cobv.
 * A failure throws, and the dispatcher queues a retry; a charge no longer open or already registered is left alone.
 */
export async function registerPendingCobv(chargeId: string): Promise<DomainEvent[]> {
  const provider = currentPixProvider();
  if (provider.kind === 'static') return [];
  const db = await getDb();
  const cur = await current(db, chargeId);
  if (!cur || cur.pixStatus !== 'pendente' || !isOpen(cur.status)) return [];
  const plan = await planCobv(db, cur, nextGeneration(cur.pixTxid));
  const columns: CobvColumns = plan.ok
    ? cobvColumns(await provider.putCobv(plan.txid, plan.body))
    : { pixStatus: null, pixErro: refusalText(plan.reason) };
  const written = await db.transaction((tx) => setChargeCobv(tx, chargeId, columns, { pixStatus: 'pendente' }));
  return written.events;
}
