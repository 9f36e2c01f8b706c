'use client';

import { Link2Off, Plus, Users, X } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/components/i18n/use-translations';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useState } from 'react';
import { useOpenedOnce } from '@/components/hooks/use-opened-once';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { SearchInput } from '@/components/forms/search-input';
import { Button } from '@/components/ui/button';
import { DialogLoading } from '@/components/common/dialog-loading';
import { moreHref } from '@/lib/list-limit';
import type { ClientRow } from '@/server/clients/queries';
import { useRowLinks } from '@/components/common/row-links';
import { cardIcons, ClientCard } from './client-card';

// D80: the client form (react-hook-form and the zod schema) is fetched when first opened.
const loadForm = () => import('./client-form-dialog');
const ClientFormDialog = dynamic(() => loadForm().then((m) => m.ClientFormDialog), {
  ssr: false,
  loading: DialogLoading,
});

type Props = { query: string; result: { rows: ClientRow[]; total: number } | null; limit: number };

/** Document 000 §2.5, Clientes tab. The search lives in the URL (?q=) and is applied on the server. */
export function ClientsTab({ query, result, limit }: Props) {
  const t = useTranslations('clients');
  const tc = useTranslations('common');
  const tr = useTranslations('clientRecord.unlinked');
  const {
    value: search,
    onChange: applySearch,
    isPending: isSearching,
  } = useUrlSearch(query, (q) => ({ tab: 'clientes', q }));
  const [creating, setCreating] = useState(false);
  const rowLinks = useRowLinks();
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const createWanted = useOpenedOnce(creating);
  const editWanted = useOpenedOnce(editing !== null);

  return (
    <section aria-labelledby="clients-title" className="grid gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="clients-title" className="text-2xl font-bold tracking-tight">
            {t('title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/clientes/vincular">
              <Link2Off /> {tr('title')}
            </Link>
          </Button>
          <Button
            onClick={() => setCreating(true)}
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
          >
            <Plus /> {t('new')}
          </Button>
        </div>
      </div>

      <SearchInput value={search} onChange={applySearch} placeholder={t('searchPlaceholder')} busy={isSearching} />

      {result === null ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive"
        >
          {t('toasts.fetchError')}
        </p>
      ) : result.rows.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <Users className="size-10 text-muted-foreground" />
          <p className="mt-3 font-medium">{query ? t('noResults', { query }) : t('empty')}</p>
          {query && (
            <Button variant="link" onClick={() => applySearch('')}>
              <X /> {t('clearSearch')}
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {result.total > result.rows.length
              ? t('truncated', { shown: result.rows.length, total: result.total })
              : t('count', { count: result.total })}
          </p>
          <cardIcons.Sprite />
          <ul className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-3 ${isSearching ? 'opacity-60' : ''}`} {...rowLinks}>
            {result.rows.map((client) => (
              <li key={client.id} className="render-later [--render-later-h:12rem]">
                <ClientCard client={client} onEdit={() => setEditing(client)} />
              </li>
            ))}
          </ul>
          {result.total > result.rows.length && (
            <Button asChild variant="outline" className="justify-self-center">
              <Link href={moreHref('/clientes', { tab: 'clientes', q: query || undefined }, limit)} scroll={false}>
                {tc('showMore')}
              </Link>
            </Button>
          )}
        </>
      )}

      {createWanted && <ClientFormDialog open={creating} onOpenChange={setCreating} client={null} />}
      {editWanted && (
        <ClientFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} client={editing} />
      )}
    </section>
  );
}
