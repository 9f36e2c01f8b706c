import 'server-only';
import { desc } from 'drizzle-orm';
import { maskProtectedValue, type ProtectedField } from '@/lib/settings/protected-fields';
import { getDb } from '@/server/platform/db/client';
import { historicoPerfilProtegido } from '@/server/platform/db/schema';

export type ProfileHistoryEntry = {
  id: string;
  campo: ProtectedField;
  antes: string;
  depois: string;
  quem: string;
  endereco: string;
  em: Date;
};

/** The latest changes of the protected fields (D180), newest first, with their values masked for the screen. */
export async function profileHistory(limit = 30): Promise<ProfileHistoryEntry[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(historicoPerfilProtegido)
    .orderBy(desc(historicoPerfilProtegido.criadoEm), desc(historicoPerfilProtegido.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    campo: row.campo as ProtectedField,
    antes: maskProtectedValue(row.valorAnterior),
    depois: maskProtectedValue(row.valorNovo),
    quem: row.usuarioNome,
    endereco: row.endereco,
    em: row.criadoEm,
  }));
}
