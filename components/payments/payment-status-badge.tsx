import { paymentStatusStyle } from '@/lib/payments/rules';
import { cn } from '@/lib/utils';

/** The one payment-status badge (document 001 §4): labels and colours from lib/payments/rules. */
export function PaymentStatusBadge({
  status,
  onSuccessPage,
  className,
}: {
  status: string;
  onSuccessPage?: boolean;
  className?: string;
}) {
  const style = paymentStatusStyle(status, onSuccessPage);
  return (
    <span
      data-testid="payment-status"
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
