import 'server-only';
import { desc, inArray } from 'drizzle-orm';
import { PROTECTED_FIELDS, shownHistoryValue, type HistoryField } from '@/lib/settings/protected-fields';
import { getDb } from '@/server/platform/db/client';
import { historicoPerfilProtegido } from '@/server/platform/db/schema';

export type ProfileHistoryEntry = {
  id: string;
  campo: HistoryField;
  antes: string;
  depois: string;
  quem: string;
  endereco: string;
  em: Date;
};

/**
 * The latest changes of the protected fields (D180), newest first, with their values masked for the screen: the
 * agency profile's by default, or the fields a screen names (the fiscal profile's, D230).
 */
export async function profileHistory(
  limit = 30,
  campos: readonly HistoryField[] = PROTECTED_FIELDS,
): Promise<ProfileHistoryEntry[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(historicoPerfilProtegido)
    .where(inArray(historicoPerfilProtegido.campo, [...campos]))
    .orderBy(desc(historicoPerfilProtegido.criadoEm), desc(historicoPerfilProtegido.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    campo: row.campo as HistoryField,
    antes: shownHistoryValue(row.campo as HistoryField, row.valorAnterior),
    depois: shownHistoryValue(row.campo as HistoryField, row.valorNovo),
    quem: row.usuarioNome,
    endereco: row.endereco,
    em: row.criadoEm,
  }));
}
