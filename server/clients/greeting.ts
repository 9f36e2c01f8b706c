import 'server-only';
import { eq } from 'drizzle-orm';
import { greetingName } from '@/lib/clients/greeting';
import type { Db } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';

/** The greeting of a message about a document (D272): its linked client's contact person, else its client's name. */
export async function clientGreeting(
  db: Db,
  doc: { clienteId: string | null; cliente?: string | null },
): Promise<string> {
  const [client] = doc.clienteId
    ? await db
        .select({ nome: clientes.nome, assinanteNome: clientes.assinanteNome })
        .from(clientes)
        .where(eq(clientes.id, doc.clienteId))
    : [];
  return greetingName(client, doc.cliente ?? '');
}
