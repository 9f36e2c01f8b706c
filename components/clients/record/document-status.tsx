import { ChargeStatusBadge } from '@/components/charges/charge-status-badge';
import { ContractStatusBadge } from '@/components/contracts/contract-status-badge';
import { PaymentStatusBadge } from '@/components/payments/payment-status-badge';
import { ProposalStatusBadge } from '@/components/proposals/status-badge';
import { SignatureStatusBadge } from '@/components/signatures/signature-status-badge';
import { m } from '@/lib/messages';
import { BOARD_STATUS_STYLE, isBoardStatus } from '@/lib/projects/status';
import { cn } from '@/lib/utils';
import type { RecordDocument } from '@/server/clients/record';

/** A document's status with the badge its own screen uses (one map per status, STYLE.md). */
export function DocumentStatus({ doc }: { doc: Pick<RecordDocument, 'tipo' | 'status'> }) {
  switch (doc.tipo) {
    case 'proposal':
      return <ProposalStatusBadge status={doc.status} />;
    case 'contract':
      return <ContractStatusBadge status={doc.status} />;
    case 'signature':
      return <SignatureStatusBadge status={doc.status} />;
    case 'charge':
      return <ChargeStatusBadge status={doc.status} />;
    case 'payment':
      return <PaymentStatusBadge status={doc.status} />;
    case 'project': {
      const status = isBoardStatus(doc.status) ? doc.status : 'planejamento';
      return (
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
            BOARD_STATUS_STYLE[status].badge,
          )}
        >
          {m.projects.boardStatus[status]}
        </span>
      );
    }
  }
}
