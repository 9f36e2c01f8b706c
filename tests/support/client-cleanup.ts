import { inArray } from 'drizzle-orm';
import type { Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  contratos,
  leads,
  notasFiscais,
  pagamentos,
  projects,
  propostas,
  signatureDocuments,
} from '@/server/platform/db/schema';

/**
 * Deletes test clients and every document linked to them. The links to `clientes` are ON DELETE RESTRICT, so the
 * documents go first (a charge's payments before the charge, even those not linked to the client themselves);
 * timeline entries, LGPD requests and portal links go with the client (ON DELETE CASCADE).
 */
export async function deleteClientsWithDocuments(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const charges = await db.select({ id: cobrancas.id }).from(cobrancas).where(inArray(cobrancas.clienteId, ids));
  // A charge's NFS-e (D231) holds it with ON DELETE RESTRICT too: a fiscal record is not deleted with its charge.
  if (charges.length)
    await db.delete(notasFiscais).where(
      inArray(
        notasFiscais.cobrancaId,
        charges.map((c) => c.id),
      ),
    );
  if (charges.length)
    await db.delete(pagamentos).where(
      inArray(
        pagamentos.cobrancaId,
        charges.map((c) => c.id),
      ),
    );
  await db.delete(pagamentos).where(inArray(pagamentos.clienteId, ids));
  await db.delete(cobrancas).where(inArray(cobrancas.clienteId, ids));
  await db.delete(signatureDocuments).where(inArray(signatureDocuments.clienteId, ids));
  await db.delete(contratos).where(inArray(contratos.clienteId, ids));
  await db.delete(propostas).where(inArray(propostas.clienteId, ids));
  await db.delete(projects).where(inArray(projects.clienteId, ids));
  await db.delete(leads).where(inArray(leads.clienteId, ids));
  await db.delete(clientes).where(inArray(clientes.id, ids));
}
