import 'server-only';
import { and, asc, desc, like, type SQL } from 'drizzle-orm';
import { searchPatterns } from '@/lib/search';
import type { Db } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import type { PickedClient } from './link';

export const PICKER_LIMIT = 8;

/**
 * The picker's rows over the `busca` column (every word typed must appear; CPF/CNPJ digits match with or
 * without punctuation): by name when searching, the newest clients when nothing is typed yet.
 */
export async function searchClientsIn(db: Db, q: string, limit = PICKER_LIMIT): Promise<PickedClient[]> {
  const filters: SQL[] = searchPatterns(q).map((pattern) => like(clientes.busca, pattern));
  return db
    .select({
      id: clientes.id,
      nome: clientes.nome,
      email: clientes.email,
      telefone: clientes.telefone,
      documento: clientes.documento,
      endereco: clientes.endereco,
    })
    .from(clientes)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(
      ...(filters.length ? [asc(clientes.nome), asc(clientes.id)] : [desc(clientes.createdAt), desc(clientes.id)]),
    )
    .limit(limit);
}
