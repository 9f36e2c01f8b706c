import 'server-only';
import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { saoPauloClock } from '@/lib/format';
import { LIST_STEP } from '@/lib/list-limit';
import { searchPatterns } from '@/lib/search';
import { assertStaff } from '@/server/auth/guard';
import { versioned } from '@/server/platform/cache/versioned';
import { getDb } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';

export type ClientRow = {
  id: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  documento: string | null;
  endereco: string | null;
  observacoes: string | null;
  /** The person who signs the client's contracts (D160). */
  assinanteNome: string | null;
  assinanteCpf: string | null;
  assinanteEmail: string | null;
  assinanteCelular: string | null;
  createdAt: string;
};

/** Clientes tab: newest first (document 000 §7), filtered over nome, email, telefone and documento. */
export async function listClients(
  params: { q?: string; limit?: number } = {},
): Promise<{ rows: ClientRow[]; total: number }> {
  await assertStaff();
  return clientsPage(params.q ?? '', params.limit ?? LIST_STEP);
}

// The same for every staff member: kept until the data changes (server/platform/cache/versioned.ts).
const clientsPage = versioned(
  'clients-page',
  async (q: string, limit: number): Promise<{ rows: ClientRow[]; total: number }> => {
    const db = await getDb();
    const filters: SQL[] = searchPatterns(q).map((pattern) => like(clientes.busca, pattern));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: clientes.id,
          nome: clientes.nome,
          email: clientes.email,
          telefone: clientes.telefone,
          documento: clientes.documento,
          endereco: clientes.endereco,
          observacoes: clientes.observacoes,
          assinanteNome: clientes.assinanteNome,
          assinanteCpf: clientes.assinanteCpf,
          assinanteEmail: clientes.assinanteEmail,
          assinanteCelular: clientes.assinanteCelular,
          createdAt: clientes.createdAt,
        })
        .from(clientes)
        .where(where)
        .orderBy(desc(clientes.createdAt), desc(clientes.id))
        .limit(limit),
      db.select({ total: count() }).from(clientes).where(where),
    ]);
    // São Paulo wall clock: the card shows it without time-zone data in the browser (lib/format.ts).
    return { rows: rows.map((row) => ({ ...row, createdAt: saoPauloClock(row.createdAt) })), total };
  },
);

/** A client's id and name, for a form opened with that client chosen. */
export async function getClientName(id: string): Promise<{ id: string; nome: string } | null> {
  await assertStaff();
  const db = await getDb();
  const [row] = await db.select({ id: clientes.id, nome: clientes.nome }).from(clientes).where(eq(clientes.id, id));
  return row ?? null;
}
