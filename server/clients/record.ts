import 'server-only';
import { eq } from 'drizzle-orm';
import type { RecordCursor } from '@/lib/clients/record-cursor';
import { todayInSaoPaulo } from '@/lib/format';
import { now } from '@/lib/clock';
import { assertStaff } from '@/server/auth/guard';
import { versioned } from '@/server/platform/cache/versioned';
import { getDb } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { documentsPage, timelinePage } from './record-pages';
import { overBilled } from '@/lib/clients/over-billed';
import { clientTotalsInSql, unContractedCharges } from './record-totals';

export type { RecordDocument, RecordEntry, RecordPage } from './record-pages';

/**
 * /clientes/{id} (D59): the client, totals over all of its documents (SQL aggregates), its newest
 * documents and timeline entries, each down to the cursor the page was asked for (`docs`, `ate`) plus one step.
 * A few queries per render, run together; none per row, and never all rows.
 */
export async function getClientRecord(
  id: string,
  pages: { ate?: RecordCursor | null; docs?: RecordCursor | null } = {},
) {
  await assertStaff();
  return clientRecord(id, pages.ate ?? null, pages.docs ?? null, todayInSaoPaulo(now()));
}

// The same for every staff member: kept until the data changes (server/platform/cache/versioned.ts); the day is an argument.
const clientRecord = versioned(
  'client-record',
  async (id: string, ate: RecordCursor | null, docs: RecordCursor | null, today: string) => {
    const db = await getDb();
    const [[client], totals, documents, entries, parts] = await Promise.all([
      db.select().from(clientes).where(eq(clientes.id, id)),
      clientTotalsInSql(db, id, today),
      documentsPage(db, id, docs),
      timelinePage(db, id, ate),
      unContractedCharges(db, id),
    ]);
    if (!client) return null;
    return {
      client: {
        id: client.id,
        nome: client.nome,
        email: client.email,
        telefone: client.telefone,
        documento: client.documento,
        endereco: client.endereco,
        observacoes: client.observacoes,
        assinanteNome: client.assinanteNome,
        assinanteCpf: client.assinanteCpf,
        assinanteEmail: client.assinanteEmail,
        assinanteCelular: client.assinanteCelular,
        createdAt: client.createdAt.toISOString(),
      },
      totals,
      // Billed above contracted is always explained on the page (lib/clients/over-billed.ts).
      overBilled: overBilled(totals, parts),
      documents,
      timeline: entries,
    };
  },
);
export type ClientRecord = NonNullable<Awaited<ReturnType<typeof getClientRecord>>>;
