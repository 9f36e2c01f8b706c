import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { z } from '@/lib/zod';
import { ClientRecordView } from '@/components/clients/record/client-record';
import { parseRecordCursor } from '@/lib/clients/record-cursor';
import { m } from '@/lib/messages';
import { requireStaff } from '@/server/auth/session';
import { getClientRecord } from '@/server/clients/record';

export const metadata: Metadata = { title: 'Ficha do Cliente' };

type SearchParams = Promise<{ ate?: string | string[]; docs?: string | string[] }>;

/**
 * The client page (D59), staff only; /clientes/vincular is its own route. `ate` and `docs` are the
 * keyset cursors of "Ver mais" (timeline) and "Ver todos os documentos" (lib/clients/record-cursor.ts).
 */
export default async function ClientRecordPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: SearchParams;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  await requireStaff(`/clientes/${id}`);
  const pages = { ate: parseRecordCursor(query.ate), docs: parseRecordCursor(query.docs) };
  const record = z.uuid().safeParse(id).success ? await getClientRecord(id, pages) : null;
  if (!record) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed py-16 text-center">
        <p className="font-medium">{m.clientRecord.page.notFound}</p>
        <Link href="/clientes?tab=clientes" className="text-sm text-primary hover:underline">
          {m.clientRecord.page.back}
        </Link>
      </div>
    );
  }
  return <ClientRecordView record={record} {...pages} />;
}
