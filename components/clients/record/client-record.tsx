import { ArrowLeft, FilePlus2, FileText, Mail, MapPin, Phone } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { ClientWhatsAppCard } from '@/components/whatsapp/client-whatsapp-card';
import { PortalLinkActions } from '@/components/portal/portal-link-actions';
import { Button } from '@/components/ui/button';
import { recordHref, type RecordCursor } from '@/lib/clients/record-cursor';
import type { ClientTotals } from '@/lib/clients/totals';
import { formatDate, formatMoney } from '@/lib/format';
import { signingPersonOf } from '@/lib/clients/signing-person';
import type { ClientRecord } from '@/server/clients/record';
import { DocumentsList } from './documents-list';
import { OverBilledNote } from './over-billed-note';
import { EditClientButton } from './edit-client-button';
import { RecordMore } from './record-more';
import { TimelineList } from './timeline-list';

const TOTALS: Array<keyof ClientTotals> = ['proposto', 'contratado', 'cobrado', 'recebido', 'emAberto', 'vencido'];

/**
 * /clientes/{id} (D59): data, totals in R$, documents with their status, one timeline; the two lists show
 * their newest rows, down to the cursors `docs` and `ate` the page was opened with.
 */
export async function ClientRecordView({
  record,
  ate,
  docs,
}: {
  record: ClientRecord;
  ate: RecordCursor | null;
  docs: RecordCursor | null;
}) {
  const t = await getTranslations('clientRecord.page');
  const tm = await getTranslations('clientRecord.more');
  const { client, totals, documents } = record;
  const details = [
    { icon: Mail, value: client.email, href: client.email ? `mailto:${client.email}` : undefined },
    {
      icon: Phone,
      value: client.telefone,
      href: client.telefone ? `tel:+55${client.telefone.replace(/\D/g, '')}` : undefined,
    },
    { icon: FileText, value: client.documento },
    { icon: MapPin, value: client.endereco },
  ].filter((detail) => detail.value);
  // D160: who signs the client's contracts (a CPF client signs for itself when none is named).
  const signer = signingPersonOf(client);

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <Button asChild variant="ghost" size="sm" className="-ml-2 mb-1">
            <Link href="/clientes?tab=clientes">
              <ArrowLeft /> {t('back')}
            </Link>
          </Button>
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{client.nome}</h1>
          <p className="text-sm text-muted-foreground">{t('since', { date: formatDate(client.createdAt) })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <EditClientButton client={client} />
          <PortalLinkActions clienteId={client.id} nome={client.nome} />
          <Button asChild size="sm">
            <Link href={`/proposta/nova?cliente=${client.id}&voltar=cliente`}>
              <FilePlus2 /> {t('createProposal')}
            </Link>
          </Button>
        </div>
      </div>

      <section aria-labelledby="record-totals" className="grid gap-3">
        <h2 id="record-totals" className="sr-only">
          {t('totals')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {TOTALS.map((key) => (
            <div key={key} className="rounded-xl border bg-card p-4 shadow-xs" data-testid={`total-${key}`}>
              <dt className="text-xs font-medium text-muted-foreground">{t(`total.${key}`)}</dt>
              <dd
                className={`mt-1 text-lg font-semibold tabular-nums ${key === 'vencido' && totals.vencido > 0 ? 'text-red-700' : ''}`}
              >
                {formatMoney(totals[key])}
              </dd>
            </div>
          ))}
        </dl>
        <OverBilledNote over={record.overBilled} />
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <section aria-labelledby="record-data" className="rounded-xl border bg-card p-5 shadow-xs">
            <h2 id="record-data" className="font-semibold">
              {t('data')}
            </h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {details.map(({ icon: Icon, value, href }) => (
                <li key={value} className="flex min-w-0 items-center gap-2 text-muted-foreground">
                  <Icon aria-hidden className="size-4 shrink-0" />
                  {href ? (
                    <a href={href} className="min-w-0 [overflow-wrap:anywhere] hover:text-foreground hover:underline">
                      {value}
                    </a>
                  ) : (
                    <span className="min-w-0 [overflow-wrap:anywhere]">{value}</span>
                  )}
                </li>
              ))}
            </ul>
            {client.observacoes && (
              <p className="mt-3 text-sm whitespace-pre-line text-muted-foreground italic">{client.observacoes}</p>
            )}
            <div className="mt-3 border-t pt-3 text-sm" data-testid="record-signing-person">
              {signer ? (
                <>
                  <p className="font-medium">{t('signingPerson')}</p>
                  <p className="text-muted-foreground [overflow-wrap:anywhere]">
                    {[signer.nome, signer.cpf, signer.email, signer.celular].filter(Boolean).join(' · ')}
                  </p>
                </>
              ) : (
                <p className="text-muted-foreground">{t('signingPersonMissing')}</p>
              )}
            </div>
          </section>

          <ClientWhatsAppCard clienteId={client.id} />

          <section aria-labelledby="record-documents" className="rounded-xl border bg-card p-5 shadow-xs">
            <h2 id="record-documents" className="font-semibold">
              {t('documents')}
            </h2>
            <DocumentsList documents={documents.items} />
            <RecordMore
              shown={documents.items.length}
              total={documents.total}
              href={recordHref(client.id, { ate, docs: documents.last })}
              label={tm('documents')}
              testId="record-documents-more"
            />
          </section>
        </div>

        <section aria-labelledby="record-timeline" className="rounded-xl border bg-card p-5 shadow-xs">
          <h2 id="record-timeline" className="font-semibold">
            {t('timeline')}
          </h2>
          <TimelineList entries={record.timeline.items} />
          <RecordMore
            shown={record.timeline.items.length}
            total={record.timeline.total}
            href={recordHref(client.id, { ate: record.timeline.last, docs })}
            label={tm('timeline')}
            testId="record-timeline-more"
          />
        </section>
      </div>
    </div>
  );
}
