import { CheckCircle2, Eye, FileDown, Pencil } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { buttonVariants } from '@/components/ui/button';
import { ROW_LINK } from '@/components/common/row-links';
import { createIconSprite } from '@/components/common/icon-sprite';
import { SendWhatsAppButton } from '@/components/whatsapp/send-whatsapp-button';
import { ProposalContractAction } from '@/components/pipeline/proposal-contract-action';
import { formatDate, formatDateTime } from '@/lib/format';
import { proposalNextStep } from '@/lib/pipeline/proposal-next-step';
import type { ProposalCardRow } from '@/server/proposals/queries';
import { SendProposalButtons } from './send-proposal-buttons';
import { ProposalStatusBadge } from './status-badge';

/** Rendered once by the list (ProposalsTab), pointed at by every card. */
export const cardIcons = createIconSprite('proposal-card', { eye: Eye, pencil: Pencil, pdf: FileDown });

const outlineSm = buttonVariants({ variant: 'outline', size: 'sm' });
const ghostSm = buttonVariants({ variant: 'ghost', size: 'sm' });

export function ProposalCard({ proposal }: { proposal: ProposalCardRow }) {
  const t = useTranslations('proposals');
  return (
    <article
      data-testid="proposal-card"
      className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="line-clamp-2 font-semibold">{proposal.nome}</h2>
          <p className="truncate text-sm text-muted-foreground">{proposal.cliente}</p>
        </div>
        <ProposalStatusBadge status={proposal.status} className="shrink-0" />
      </div>
      <div className="mt-4 grid gap-1 text-xs text-muted-foreground">
        <div>{t('createdOn', { date: formatDate(proposal.dataCriacao) })}</div>
        <div className="flex items-center gap-1.5">
          <cardIcons.Icon name="eye" className="size-3.5" /> {t('views', { count: proposal.visualizacoes })}
        </div>
        {proposal.ultimaVisualizacao && (
          <div>{t('lastView', { date: formatDateTime(proposal.ultimaVisualizacao) })}</div>
        )}
        {proposal.aceitaEm && (
          <div className="flex items-start gap-1.5 font-medium text-green-700">
            <CheckCircle2 className="mt-px size-3.5 shrink-0" />
            {t('acceptedBy', {
              name: proposal.aceitaPorNome ?? '',
              email: proposal.aceitaPorEmail ?? '',
              date: formatDateTime(proposal.aceitaEm),
            })}
          </div>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {/* Plain anchors: the list (ProposalsTab) navigates and prefetches them (components/common/row-links.tsx). */}
        <a
          {...ROW_LINK}
          data-slot="button"
          className={outlineSm}
          href={`/proposta/${proposal.slug}`}
          aria-label={`${t('view')}: ${proposal.nome}`}
        >
          <cardIcons.Icon name="eye" /> {t('view')}
        </a>
        <a
          {...ROW_LINK}
          data-slot="button"
          className={outlineSm}
          href={`/proposta/${proposal.id}/editar`}
          aria-label={`${t('edit')}: ${proposal.nome}`}
        >
          <cardIcons.Icon name="pencil" /> {t('edit')}
        </a>
        <SendProposalButtons
          id={proposal.id}
          slug={proposal.slug}
          nome={proposal.nome}
          accepted={Boolean(proposal.aceitaEm) || proposal.status === 'aceita'}
        />
        {/* D225: what comes next for an accepted proposal; "Gerar contrato"'s dialog is fetched on the first press. */}
        <ProposalContractAction
          propostaId={proposal.id}
          nome={proposal.nome}
          step={proposalNextStep(proposal.status, proposal.contrato)}
        />
        <SendWhatsAppButton kind="proposta" id={proposal.id} size="sm" label={proposal.nome} />
        <a
          data-slot="button"
          className={ghostSm}
          href={`/proposta/${proposal.slug}/pdf`}
          aria-label={`${t('form.pdf')}: ${proposal.nome}`}
        >
          <cardIcons.Icon name="pdf" /> PDF
        </a>
      </div>
    </article>
  );
}
