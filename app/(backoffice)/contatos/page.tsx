import { Inbox } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeadCard } from '@/components/leads/lead-card';
import { requireStaff } from '@/server/auth/session';
import { listLeads } from '@/server/leads/queries';

export const metadata: Metadata = { title: 'Contatos' };

/** DECISIONS D10: the contact form's messages for staff, newest first. */
export default async function ContatosPage() {
  await requireStaff('/contatos');
  const t = await getTranslations('leads');
  const { rows, total, pending } = await listLeads();
  return (
    <section aria-labelledby="contatos-titulo" className="grid gap-5">
      <div>
        <h1 id="contatos-titulo" className="text-2xl font-bold tracking-tight">
          {t('title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        {total > 0 && (
          <p className="mt-2 text-sm font-medium">
            {t('count', { count: total })} · {t('pendingCount', { count: pending })}
          </p>
        )}
      </div>
      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-16 text-center text-muted-foreground">
          <Inbox className="size-8" />
          <p>{t('empty')}</p>
        </div>
      ) : (
        <ul className="grid gap-4">
          {rows.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} />
            </li>
          ))}
        </ul>
      )}
      {total > rows.length && (
        <p className="text-center text-sm text-muted-foreground">{t('truncated', { shown: rows.length, total })}</p>
      )}
    </section>
  );
}
