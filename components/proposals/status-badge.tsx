import { proposalStatusStyle } from '@/lib/proposals/status';
import { cn } from '@/lib/utils';

/** The one proposal-status badge (D12): every screen shows a status through it. */
export function ProposalStatusBadge({ status, className }: { status: string; className?: string }) {
  const style = proposalStatusStyle(status);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        style.className,
        className,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', style.dotClassName)} />
      {style.label}
    </span>
  );
}
