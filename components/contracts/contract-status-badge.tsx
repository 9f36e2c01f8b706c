import { shownContractStatus } from '@/lib/contracts/status';
import { cn } from '@/lib/utils';

/** The one contract-status badge (document 001 §4): yellow, blue, green, red. */
export function ContractStatusBadge({
  status,
  signing,
  className,
}: {
  status: string;
  /** The status of its signature document, if any: one out for signing reads "Aguardando assinatura". */
  signing?: string | null;
  className?: string;
}) {
  const style = shownContractStatus(status, signing);
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        style.className,
        className,
      )}
    >
      {style.label}
    </span>
  );
}
