import { signatureStatusStyle } from '@/lib/signatures/status';
import { cn } from '@/lib/utils';

/** The one signature-status badge (document 001 §4): Rascunho, Enviado, Assinado, Expirado, Cancelado. */
export function SignatureStatusBadge({ status, className }: { status: string; className?: string }) {
  const style = signatureStatusStyle(status);
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        style.className,
        className,
      )}
      data-status={style.key}
    >
      {style.label}
    </span>
  );
}
