import 'server-only';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { readPlan } from '@/lib/pipeline/payment-plan';
import { loadAgencyProfile } from '@/server/agency/profile';
import type { Db } from '@/server/platform/db/client';
import { contratos, etapasExecutadas } from '@/server/platform/db/schema';

/**
 * Every Pix charge can be paid (D102 in docs/decisions.md): a signed contract whose plan has a Pix instalment
 * does not create or e-mail its charges while the agency has no Pix key. The charge steps are then left unclaimed
 * (they never ran) and this marker — a run-once row of its own — says that the contract waits; saving the key runs
 * the waiting contracts' steps (server/events/effects.ts, 'settings.updated' of `agencia`).
 */
export const WAITING_STEP = 'contrato-assinado:aguardandoPix';
const CHARGES_STEP = 'contrato-assinado:cobrancas';

/** Whether the contract's plan asks for Pix somewhere. */
export const planHasPix = (plan: unknown) => readPlan(plan).parcelas.some((p) => p.forma === 'pix');

/** The steps that must wait now for this contract: both charge steps when its plan has Pix and there is no key. */
export async function mustWaitForPix(db: Db, plan: unknown): Promise<boolean> {
  return planHasPix(plan) && !(await loadAgencyProfile(db)).hasPixKey;
}

/** Marks the contract as waiting (once; the marker stays as a record, the charges step's claim decides). */
export async function markWaitingForPix(db: Db, contractId: string): Promise<void> {
  await db.insert(etapasExecutadas).values({ etapa: WAITING_STEP, assuntoId: contractId }).onConflictDoNothing();
}

/** Signed contracts still waiting: marked, and their charges step never ran. */
export async function contractsWaitingForPix(db: Db, only?: string): Promise<string[]> {
  const rows = await db
    .select({ id: etapasExecutadas.assuntoId })
    .from(etapasExecutadas)
    .where(
      and(
        eq(etapasExecutadas.etapa, WAITING_STEP),
        only ? eq(etapasExecutadas.assuntoId, only) : undefined,
        inArray(
          etapasExecutadas.assuntoId,
          db
            .select({ id: sql<string>`${contratos.id}::text` })
            .from(contratos)
            .where(eq(contratos.status, 'assinado')),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sql`etapas_executadas done`)
            .where(sql`done.etapa = ${CHARGES_STEP} and done.assunto_id = ${etapasExecutadas.assuntoId}`),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
