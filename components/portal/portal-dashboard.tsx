import { CheckCircle2, CreditCard, ExternalLink, FileDown, FileText, Receipt } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { ChargeStatusBadge } from '@/components/charges/charge-status-badge';
import { CopyButton } from '@/components/charges/copy-button';
import { ContractStatusBadge } from '@/components/contracts/contract-status-badge';
import { ProposalStatusBadge } from '@/components/proposals/status-badge';
import { SignatureStatusBadge } from '@/components/signatures/signature-status-badge';
import { Button } from '@/components/ui/button';
import { isOpen } from '@/lib/charges/rules';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { m } from '@/lib/messages';
import { timelineLabel } from '@/lib/timeline/labels';
import { isBoardStatus, BOARD_STATUS_STYLE } from '@/lib/projects/status';
import type { ClientNote } from '@/server/nfse/note-queries';
import type { PortalOverview } from '@/server/portal/queries';
import { LgpdPanel } from './lgpd-panel';
import { SignDocumentButton } from './sign-document-button';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Item({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" data-testid={testId}>
      {children}
    </li>
  );
}

const Empty = ({ text }: { text: string }) => (
  <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">{text}</p>
);

/** D76: everything of one client on one page, mobile first (one column at 390 px). */
export async function PortalDashboard({
  overview,
  erasurePending,
  payOnline,
  whatsapp,
  notes = [],
}: {
  overview: PortalOverview;
  /** The client's issued notes (D252), each with its DANFSe and XML. */
  notes?: ClientNote[];
  erasurePending: boolean;
  payOnline: boolean;
  /** The "Avisos por WhatsApp" switch (components/whatsapp/portal-whatsapp-consent.tsx). */
  whatsapp?: React.ReactNode;
}) {
  const t = await getTranslations('portal');
  const tb = await getTranslations('projects.boardStatus');
  const { proposals, contracts, documents, charges, projects, timeline } = overview;

  return (
    <div className="grid gap-8">
      <Section id="sec-propostas" title={t('sections.proposals')}>
        {proposals.length === 0 ? (
          <Empty text={t('empty.proposals')} />
        ) : (
          <ul className="grid gap-3">
            {proposals.map((p) => (
              <Item key={p.id} testId="portal-proposal">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-medium">{p.nome}</h3>
                  <ProposalStatusBadge status={p.status} />
                </div>
                <p className="text-sm text-muted-foreground">
                  {p.aceitaEm
                    ? t('proposal.acceptedOn', { date: formatDate(p.aceitaEm) })
                    : t('proposal.createdOn', { date: formatDate(p.dataCriacao) })}
                </p>
                <Button asChild size="sm" variant="outline" className="w-fit">
                  <Link href={`/proposta/${p.slug}`}>
                    <ExternalLink /> {t('proposal.open')}
                  </Link>
                </Button>
              </Item>
            ))}
          </ul>
        )}
      </Section>

      <Section id="sec-documentos" title={t('sections.documents')}>
        {documents.length === 0 ? (
          <Empty text={t('empty.documents')} />
        ) : (
          <ul className="grid gap-3">
            {documents.map((d) => (
              <Item key={d.id} testId="portal-document">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-medium">{d.name}</h3>
                  <SignatureStatusBadge status={d.status} />
                </div>
                {d.status === 'sent' && d.tokenExpiresAt && (
                  <p className="text-sm text-muted-foreground">
                    {t('document.until', { date: formatDate(d.tokenExpiresAt) })}
                  </p>
                )}
                {d.signedAt && (
                  <p className="text-sm text-muted-foreground">
                    {t('document.signedOn', { date: formatDate(d.signedAt) })}
                  </p>
                )}
                {d.signable && (
                  <div>
                    <SignDocumentButton id={d.id} name={d.name} />
                  </div>
                )}
                {d.status === 'sent' && !d.signable && (
                  <p className="text-sm text-muted-foreground">{t('document.reviewPending')}</p>
                )}
              </Item>
            ))}
          </ul>
        )}
      </Section>

      <Section id="sec-contratos" title={t('sections.contracts')}>
        {contracts.length === 0 ? (
          <Empty text={t('empty.contracts')} />
        ) : (
          <ul className="grid gap-3">
            {contracts.map((c) => (
              <Item key={c.id} testId="portal-contract">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-medium">{c.nome}</h3>
                  <ContractStatusBadge status={c.status} />
                </div>
                {c.assinadoEm && (
                  <p className="text-sm text-muted-foreground">
                    {t('contract.signedOn', { date: formatDate(c.assinadoEm) })}
                  </p>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link href={`/c/${c.slug}`}>
                      <FileText /> {t('contract.read')}
                    </Link>
                  </Button>
                  <Button asChild size="sm" variant="ghost">
                    <a href={`/c/${c.slug}/pdf`}>
                      <FileDown /> {t('contract.pdf')}
                    </a>
                  </Button>
                </div>
              </Item>
            ))}
          </ul>
        )}
      </Section>

      <Section id="sec-cobrancas" title={t('sections.charges')}>
        {charges.length === 0 ? (
          <Empty text={t('empty.charges')} />
        ) : (
          <ul className="grid gap-3">
            {charges.map((c) => (
              <Item key={c.id} testId="portal-charge">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-xs text-muted-foreground">{c.numeroCobranca}</p>
                    <h3 className="font-medium">{c.titulo}</h3>
                  </div>
                  <ChargeStatusBadge status={c.status} />
                </div>
                <p className="text-2xl font-bold tabular-nums">{formatMoney(c.valor)}</p>
                <p className="text-sm text-muted-foreground">
                  {c.dataPagamento
                    ? t('charge.paidOn', { date: formatDate(c.dataPagamento) })
                    : t('charge.due', { date: formatDate(c.dataVencimento) })}
                </p>
                {c.brCode && (
                  <div className="grid gap-1.5">
                    <p className="text-sm font-medium">{t('charge.pixCode')}</p>
                    <p className="rounded-lg bg-muted p-2 font-mono text-xs break-all">{c.brCode}</p>
                    <CopyButton
                      text={c.brCode}
                      label={t('charge.copy')}
                      ok={{ title: t('charge.copied') }}
                      error={{ title: t('charge.copyError'), description: t('charge.copyErrorText') }}
                      className="w-fit"
                    />
                  </div>
                )}
                <div className="flex flex-wrap gap-2">
                  {isOpen(c.status) && payOnline && (
                    <Button asChild size="sm">
                      <Link href={`/pagamento/${c.slug}`}>
                        <CreditCard /> {t('charge.payOnline')}
                      </Link>
                    </Button>
                  )}
                  {c.status === 'pago' && (
                    <Button asChild size="sm" variant="outline">
                      <a href={`/portal/recibo/${c.id}`}>
                        <Receipt /> {t('charge.receipt')}
                      </a>
                    </Button>
                  )}
                  <Button asChild size="sm" variant="ghost">
                    <Link href={`/p/${c.slug}`}>{t('charge.view')}</Link>
                  </Button>
                </div>
              </Item>
            ))}
          </ul>
        )}
      </Section>

      <Section id="sec-notas-fiscais" title={t('sections.notes')}>
        {notes.length === 0 ? (
          <Empty text={t('empty.notes')} />
        ) : (
          <ul className="grid gap-3">
            {notes.map((n) => (
              <Item key={n.id} testId="portal-note">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-medium">{t('note.number', { numero: n.numero, serie: n.serie })}</h3>
                    {n.emitidaEm && (
                      <p className="text-sm text-muted-foreground">
                        {t('note.issuedOn', { date: formatDate(n.emitidaEm) })}
                      </p>
                    )}
                  </div>
                  <span className="rounded-full border px-2.5 py-0.5 text-xs font-medium">
                    {t(`note.status.${n.status}`)}
                  </span>
                </div>
                <p className="text-2xl font-bold tabular-nums">{formatMoney(n.valor)}</p>
                {n.ambiente === '2' && <p className="text-sm text-muted-foreground">{t('note.restricted')}</p>}
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="outline">
                    <a href={`/portal/nota-fiscal/${n.id}`}>
                      <FileDown /> {t('note.pdf')}
                    </a>
                  </Button>
                  <Button asChild size="sm" variant="ghost">
                    <a href={`/portal/nota-fiscal/${n.id}/xml`}>
                      <FileText /> {t('note.xml')}
                    </a>
                  </Button>
                </div>
              </Item>
            ))}
          </ul>
        )}
      </Section>

      <Section id="sec-projetos" title={t('sections.projects')}>
        {projects.length === 0 ? (
          <Empty text={t('empty.projects')} />
        ) : (
          <ul className="grid gap-3">
            {projects.map((p) => {
              const column = isBoardStatus(p.status) ? p.status : 'planejamento';
              return (
                <Item key={p.id} testId="portal-project">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="font-medium">{p.name}</h3>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${BOARD_STATUS_STYLE[column].badge}`}
                    >
                      {t('project.column', { column: tb(column) })}
                    </span>
                  </div>
                  <div className="grid gap-1">
                    <p className="text-sm">
                      {p.progress.total
                        ? t('project.tasks', { done: p.progress.done, total: p.progress.total })
                        : t('project.noTasks')}
                    </p>
                    <div
                      role="progressbar"
                      aria-label={t('project.progressLabel', { name: p.name })}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={p.progress.percent}
                      className="h-2 overflow-hidden rounded-full bg-muted"
                    >
                      <div className="h-full rounded-full bg-primary" style={{ width: `${p.progress.percent}%` }} />
                    </div>
                  </div>
                  {p.dueDate && (
                    <p className="text-sm text-muted-foreground">{t('project.due', { date: formatDate(p.dueDate) })}</p>
                  )}
                </Item>
              );
            })}
          </ul>
        )}
      </Section>

      <Section id="sec-historico" title={t('sections.timeline')}>
        {timeline.length === 0 ? (
          <Empty text={t('empty.timeline')} />
        ) : (
          <ol className="grid gap-2 border-l pl-4">
            {timeline.map((e) => (
              <li key={e.id} className="relative text-sm">
                <CheckCircle2
                  aria-hidden
                  className="absolute top-0.5 -left-[1.45rem] size-3.5 bg-background text-primary"
                />
                <span className="font-medium">{timelineLabel(e.tipo)}</span>{' '}
                <span className="text-muted-foreground">· {formatDateTime(e.createdAt)}</span>
              </li>
            ))}
          </ol>
        )}
      </Section>

      {whatsapp && (
        <Section id="sec-whatsapp" title={m.whatsapp.portal.titulo}>
          {whatsapp}
        </Section>
      )}

      <Section id="sec-dados" title={t('sections.privacy')}>
        <LgpdPanel erasurePending={erasurePending} />
      </Section>
    </div>
  );
}
