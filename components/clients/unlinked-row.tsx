'use client';

import { CheckCircle2, Link2, Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { confirmNameLink, linkDocument } from '@/server/clients/link-actions';
import type { NameLinkRow } from '@/server/clients/name-links';
import type { UnlinkedRow as Row } from '@/server/clients/unlinked';
import { ClientPicker, type PickedClient } from './client-picker';

/**
 * One document without a client on /clientes/vincular: pick (or create) its client, then "Vincular". A document the
 * old migration linked by name (`nameLink`) shows the client it got, and "Confirmar vínculo" beside the picker.
 */
export function UnlinkedRow({ row, nameLink }: { row: Row; nameLink?: NameLinkRow }) {
  const t = useTranslations('clientRecord');
  const router = useRouter();
  const [text, setText] = useState(row.cliente);
  const [client, setClient] = useState<PickedClient | null>(null);
  const [isPending, startTransition] = useTransition();
  const inputId = `link-${row.tipo}-${row.id}`;

  const onLink = () =>
    startTransition(async () => {
      if (!client) return;
      const result = await linkDocument({ tipo: row.tipo, id: row.id, clienteId: client.id });
      if (!result.ok) {
        toast.error(t('unlinked.linkError'), { description: result.error });
        return;
      }
      toast.success(t('unlinked.linked'), { description: t('unlinked.linkedText', { nome: result.data.nome }) });
      router.refresh();
    });

  const onConfirm = () =>
    startTransition(async () => {
      const result = await confirmNameLink({ tipo: row.tipo, id: row.id });
      if (!result.ok) {
        toast.error(t('unlinked.confirmError'), { description: result.error });
        return;
      }
      toast.success(t('unlinked.confirmed'));
      router.refresh();
    });

  return (
    <li
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_auto] md:items-end"
      data-testid="unlinked-row"
    >
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">
          {t(`page.kinds.${row.tipo}`)} · {formatDate(row.data)}
        </p>
        <p className="truncate font-medium">{row.titulo}</p>
        <p className="truncate text-sm text-muted-foreground">
          {t('unlinked.currentName')}: {row.cliente || '-'}
        </p>
        {nameLink && (
          <>
            <p className="truncate text-sm">
              {t('unlinked.linkedTo')}: {nameLink.clienteNome}
              {nameLink.clienteEmail ? ` (${nameLink.clienteEmail})` : ''}
            </p>
            {nameLink.destinatario && (
              <p className="truncate text-sm text-muted-foreground">
                {t('unlinked.sentTo')}: {nameLink.destinatario}
              </p>
            )}
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={onConfirm}
              disabled={isPending}
              aria-label={`${t('unlinked.confirm')}: ${row.titulo}`}
            >
              <CheckCircle2 /> {t('unlinked.confirm')}
            </Button>
          </>
        )}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('picker.label')}
        </label>
        <ClientPicker
          id={inputId}
          text={text}
          onTextChange={setText}
          clienteId={client?.id ?? null}
          onSelect={setClient}
        />
      </div>
      <Button onClick={onLink} disabled={!client || isPending} aria-label={`${t('unlinked.link')}: ${row.titulo}`}>
        {isPending ? <Loader2 className="animate-spin" /> : <Link2 />} {t('unlinked.link')}
      </Button>
    </li>
  );
}
