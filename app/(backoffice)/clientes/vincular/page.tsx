import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { UnlinkedRow } from '@/components/clients/unlinked-row';
import { Button } from '@/components/ui/button';
import { requireStaff } from '@/server/auth/session';
import { listUnlinked } from '@/server/clients/unlinked';
import { listNameLinks } from '@/server/clients/name-links';

export const metadata: Metadata = { title: 'Documentos sem cliente' };

/** D51: the documents the link migration left without a client, each linked with a picker. */
export default async function UnlinkedPage() {
  await requireStaff('/clientes/vincular');
  const t = await getTranslations('clientRecord.unlinked');
  const [{ rows, total }, nameLinks] = await Promise.all([listUnlinked(), listNameLinks()]);
  return (
    <section aria-labelledby="unlinked-title" className="grid gap-5">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 mb-1">
          <Link href="/clientes?tab=clientes">
            <ArrowLeft /> {t('back')}
          </Link>
        </Button>
        <h1 id="unlinked-title" className="text-2xl font-bold tracking-tight">
          {t('title')} ({total})
        </h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      {rows.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
          <CheckCircle2 className="size-5 text-green-600" /> {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-3">
          {rows.map((row) => (
            <UnlinkedRow key={`${row.tipo}-${row.id}`} row={row} />
          ))}
        </ul>
      )}
      {nameLinks.length > 0 && (
        <section aria-labelledby="name-links-title" className="grid gap-3">
          <div>
            <h2 id="name-links-title" className="text-lg font-semibold">
              {t('nameLinksTitle')} ({nameLinks.length})
            </h2>
            <p className="text-sm text-muted-foreground">{t('nameLinksText')}</p>
          </div>
          <ul className="grid gap-3">
            {nameLinks.map((link) => (
              <UnlinkedRow key={`nome-${link.tipo}-${link.id}`} row={link} nameLink={link} />
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
