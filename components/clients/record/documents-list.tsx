import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { ProposalContractAction } from '@/components/pipeline/proposal-contract-action';
import { subjectHref } from '@/lib/clients/links';
import { formatDate, formatMoney } from '@/lib/format';
import { proposalNextStep } from '@/lib/pipeline/proposal-next-step';
import type { RecordDocument } from '@/server/clients/record';
import { DocumentStatus } from './document-status';

/** The client's documents across kinds, newest first, each with its own screen's status badge. */
export async function DocumentsList({ documents }: { documents: RecordDocument[] }) {
  const t = await getTranslations('clientRecord.page');
  if (documents.length === 0) return <p className="mt-3 text-sm text-muted-foreground">{t('noDocuments')}</p>;
  return (
    <ul className="mt-3 grid gap-2" data-testid="record-documents">
      {documents.map((doc) => (
        <li
          key={`${doc.tipo}-${doc.id}`}
          className="flex items-start justify-between gap-3 rounded-lg border px-3 py-2"
          data-testid="record-document"
        >
          <div className="min-w-0 flex-1">
            <p className="text-xs text-muted-foreground">
              {t(`kinds.${doc.tipo}`)} · {formatDate(doc.data)}
            </p>
            <Link
              href={subjectHref(doc.tipo, doc.id) ?? '#'}
              className="block text-sm font-medium [overflow-wrap:anywhere] hover:underline"
            >
              {doc.titulo}
            </Link>
            {doc.valor !== null && (
              <p className="text-xs text-muted-foreground tabular-nums">{formatMoney(doc.valor)}</p>
            )}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-2">
            <DocumentStatus doc={doc} />
            {/* D54: an accepted proposal becomes a contract from its client's page too; D225: then what comes next. */}
            {doc.tipo === 'proposal' && (
              <div className="flex flex-wrap justify-end gap-2">
                <ProposalContractAction
                  propostaId={doc.id}
                  nome={doc.titulo}
                  step={proposalNextStep(doc.status, doc.contrato ?? null)}
                />
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
