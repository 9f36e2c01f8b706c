import { FilePlus2, Mail, Phone, UserRound } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { telLink } from '@/lib/agency';
import { cn } from '@/lib/utils';
import { CONTACT_SERVICES } from '@/lib/validation/contact-fields';
import type { LeadRow } from '@/server/leads/queries';
import { Button } from '@/components/ui/button';
import { ConvertLeadButton } from './convert-lead-button';
import { MarkHandledButton } from './mark-handled-button';

/** One contact message at /contatos (D10). */
export async function LeadCard({ lead }: { lead: LeadRow }) {
  const t = await getTranslations('leads');
  const tc = await getTranslations('contact');
  const tr = await getTranslations('clientRecord.leads');
  const service = CONTACT_SERVICES.find((s) => s === lead.service);
  return (
    <article
      data-testid="lead-card"
      className={cn('rounded-xl border bg-card p-5 shadow-xs', !lead.handledAt && 'border-l-4 border-l-primary')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold">{lead.subject}</h2>
            {lead.handledAt ? <Badge variant="secondary">{t('handled')}</Badge> : <Badge>{t('new')}</Badge>}
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {lead.name} · {t('receivedOn', { date: formatDateTime(lead.createdAt) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!lead.clienteId && <ConvertLeadButton id={lead.id} name={lead.subject} />}
          {!lead.handledAt && (
            <MarkHandledButton
              id={lead.id}
              name={lead.subject}
              labels={{
                mark: t('markHandled'),
                marking: t('marking'),
                doneTitle: t('markedTitle'),
                doneText: t('markedText'),
                errorTitle: t('markError'),
              }}
            />
          )}
        </div>
      </div>
      <p className="mt-4 text-sm whitespace-pre-line">{lead.message}</p>
      {lead.clienteId && (
        <div
          className="mt-4 flex flex-wrap items-center gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm"
          data-testid="lead-client"
        >
          <Link
            href={`/clientes/${lead.clienteId}`}
            className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
          >
            <UserRound className="size-4" /> {tr('client', { nome: lead.clienteNome ?? lead.name })}
          </Link>
          <Button asChild size="sm" variant="outline" className="ml-auto">
            <Link href={`/proposta/nova?cliente=${lead.clienteId}`}>
              <FilePlus2 /> {tr('createProposal')}
            </Link>
          </Button>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <a
          href={`mailto:${lead.email}?subject=${encodeURIComponent(`Re: ${lead.subject}`)}`}
          title={t('reply')}
          className="inline-flex items-center gap-1.5 text-primary hover:underline"
        >
          <Mail className="size-4" /> {lead.email}
        </a>
        {lead.phone && (
          <a
            href={telLink(lead.phone)}
            title={t('call')}
            className="inline-flex items-center gap-1.5 text-primary hover:underline"
          >
            <Phone className="size-4" /> {lead.phone}
          </a>
        )}
        <span className="text-muted-foreground">
          {t('service', { service: service ? tc(`services.${service}`) : lead.service })}
        </span>
        {lead.handledAt && (
          <span className="text-muted-foreground">
            {lead.handledByName
              ? t('handledBy', { date: formatDateTime(lead.handledAt), name: lead.handledByName })
              : t('handledOn', { date: formatDateTime(lead.handledAt) })}
          </span>
        )}
      </div>
    </article>
  );
}
