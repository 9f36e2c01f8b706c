import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/platform/db/client';
import { etapasExecutadas } from '@/server/platform/db/schema';

/**
 * Runs an automatic step at most once per subject (ARCHITECTURE.md: "every step is idempotent"). The claim row
 * and the step's writes share one transaction: if the step fails, the claim rolls back with it and a retry runs
 * it again; if two callers race, the second waits on the first's row lock and then finds the step done.
 * Answers the step's result, or `null` when it had already run.
 */
export async function runOnce<T extends Record<string, unknown>>(
  db: Db,
  etapa: string,
  assuntoId: string,
  step: (tx: Db) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const claimed = await tx
      .insert(etapasExecutadas)
      .values({ etapa, assuntoId })
      .onConflictDoNothing()
      .returning({ etapa: etapasExecutadas.etapa });
    if (claimed.length === 0) return null;
    const result = await step(tx);
    await tx
      .update(etapasExecutadas)
      .set({ resultado: result })
      .where(and(eq(etapasExecutadas.etapa, etapa), eq(etapasExecutadas.assuntoId, assuntoId)));
    return result;
  });
}
