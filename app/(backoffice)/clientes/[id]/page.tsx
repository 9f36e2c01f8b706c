import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from '@/lib/zod';
import { ClientRecordView } from '@/components/clients/record/client-record';
import { m } from '@/lib/messages';
import { requireStaff } from '@/server/auth/session';
import { getClientRecord } from '@/server/clients/record';

export const metadata: Metadata = { title: 'Ficha do Cliente' };

/** The client page (issue 18 item 2), staff only; /clientes/vincular is its own route. */
export default async function ClientRecordPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireStaff(`/clientes/${id}`);
  const record = z.uuid().safeParse(id).success ? await getClientRecord(id) : null;
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
  return <ClientRecordView record={record} />;
}
