'use client';

import { FileText, IdCard, KeyRound, Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { PortalLinkActions } from '@/components/portal/portal-link-actions';
import { Button, buttonVariants } from '@/components/ui/button';
import { ROW_LINK } from '@/components/common/row-links';
import { createIconSprite } from '@/components/common/icon-sprite';
import { formatDate } from '@/lib/format';
import type { ClientRow } from '@/server/clients/queries';
import { DeleteClientButton } from './delete-client-button';

/** Rendered once by the list (ClientsTab), pointed at by every card. */
export const cardIcons = createIconSprite('client-card', {
  mail: Mail,
  phone: Phone,
  document: FileText,
  address: MapPin,
  open: IdCard,
  edit: Pencil,
  delete: Trash2,
  portal: KeyRound,
});

const outlineSm = buttonVariants({ variant: 'outline', size: 'sm' });

export function ClientCard({ client, onEdit }: { client: ClientRow; onEdit: () => void }) {
  const t = useTranslations('clients');
  const tc = useTranslations('common');
  const tr = useTranslations('clientRecord.page');
  const details = [
    { icon: 'mail' as const, value: client.email, href: client.email ? `mailto:${client.email}` : undefined },
    {
      icon: 'phone' as const,
      value: client.telefone,
      href: client.telefone ? `tel:+55${client.telefone.replace(/\D/g, '')}` : undefined,
    },
    { icon: 'document' as const, value: client.documento },
    { icon: 'address' as const, value: client.endereco },
  ].filter((detail) => detail.value);

  return (
    <article
      className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-xs transition-shadow hover:shadow-md"
      data-testid="client-card"
    >
      <div className="flex items-start gap-3">
        <div
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
        >
          {client.nome.trim().charAt(0).toUpperCase()}
        </div>
        <div className="min-w-0">
          <h2 className="truncate font-semibold">
            {/* Plain anchors: the list (ClientsTab) navigates and prefetches them (components/common/row-links.tsx). */}
            <a {...ROW_LINK} href={`/clientes/${client.id}`} className="hover:underline">
              {client.nome}
            </a>
          </h2>
          <p className="text-xs text-muted-foreground">{t('createdOn', { date: formatDate(client.createdAt) })}</p>
        </div>
      </div>
      <ul className="mt-4 grid gap-1.5 text-sm">
        {details.map(({ icon, value, href }) => (
          <li key={value} className="flex min-w-0 items-center gap-2 text-muted-foreground">
            <cardIcons.Icon name={icon} className="size-4 shrink-0" />
            {href ? (
              <a href={href} className="truncate hover:text-foreground hover:underline">
                {value}
              </a>
            ) : (
              <span className="truncate">{value}</span>
            )}
          </li>
        ))}
      </ul>
      {client.observacoes && (
        <p className="mt-3 line-clamp-2 text-sm text-muted-foreground italic">{client.observacoes}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <a
          {...ROW_LINK}
          data-slot="button"
          className={outlineSm}
          href={`/clientes/${client.id}`}
          aria-label={tr('openLabel', { nome: client.nome })}
        >
          <cardIcons.Icon name="open" /> {tr('open')}
        </a>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`${t('formTitleEdit')}: ${client.nome}`}>
          <cardIcons.Icon name="edit" /> {tc('edit')}
        </Button>
        {/* Both are small buttons that fetch their own dialog when first used (D80). */}
        <DeleteClientButton id={client.id} nome={client.nome} icon={<cardIcons.Icon name="delete" />} />
        <PortalLinkActions clienteId={client.id} nome={client.nome} icon={<cardIcons.Icon name="portal" />} />
      </div>
    </article>
  );
}
