import 'server-only';
import { count, desc, eq, isNull } from 'drizzle-orm';
import { assertStaff } from '@/server/auth/guard';
import { getDb } from '@/server/platform/db/client';
import { clientes, leads, user } from '@/server/platform/db/schema';

export const LEAD_LIST_LIMIT = 200;

export type LeadRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  service: string;
  createdAt: string;
  handledAt: string | null;
  handledByName: string | null;
  clienteId: string | null;
  clienteNome: string | null;
};

/** /contatos (D10): newest first, with who handled each one. */
export async function listLeads(
  params: { limit?: number } = {},
): Promise<{ rows: LeadRow[]; total: number; pending: number }> {
  await assertStaff();
  const db = await getDb();
  const [rows, [{ total }], [{ pending }]] = await Promise.all([
    db
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        subject: leads.subject,
        message: leads.message,
        service: leads.service,
        createdAt: leads.createdAt,
        handledAt: leads.handledAt,
        handledByName: user.name,
        clienteId: leads.clienteId,
        clienteNome: clientes.nome,
      })
      .from(leads)
      .leftJoin(user, eq(user.id, leads.handledBy))
      .leftJoin(clientes, eq(clientes.id, leads.clienteId))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(params.limit ?? LEAD_LIST_LIMIT),
    db.select({ total: count() }).from(leads),
    db.select({ pending: count() }).from(leads).where(isNull(leads.handledAt)),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
    })),
    total,
    pending,
  };
}
