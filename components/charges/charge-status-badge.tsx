import { chargeStatusStyle } from '@/lib/charges/rules';
import { cn } from '@/lib/utils';

/** The one charge-status badge (document 001 §4): Pendente, Pago, Vencido, Cancelado. */
export function ChargeStatusBadge({ status, className }: { status: string; className?: string }) {
  const style = chargeStatusStyle(status);
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
