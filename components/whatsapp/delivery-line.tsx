import { MessageCircle } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import { m } from '@/lib/messages';
import type { Delivery } from '@/lib/whatsapp/history';
import { cn } from '@/lib/utils';

/** One status per colour, the same on every screen that shows a WhatsApp message's delivery (D141). */
const TONE: Record<string, string> = {
  pendente: 'bg-gray-100 text-gray-700',
  enviando: 'bg-gray-100 text-gray-700',
  enviada: 'bg-blue-100 text-blue-900',
  aberta: 'bg-blue-100 text-blue-900',
  entregue: 'bg-green-100 text-green-900',
  lida: 'bg-green-100 text-green-900',
  falhou: 'bg-red-100 text-red-900',
  cancelada: 'bg-amber-100 text-amber-900',
};

/** "WhatsApp · Entregue · 10/03/2026 10:02", and under it what a failure means and whether the e-mail went instead. */
export function DeliveryLine({ delivery, label }: { delivery: Delivery; label?: string }) {
  return (
    <span className="grid gap-0.5" data-testid="whatsapp-delivery">
      <span className="flex flex-wrap items-center gap-1.5 text-xs">
        <MessageCircle aria-hidden className="size-3.5 text-green-700" />
        <span className="font-medium">{label ?? m.whatsapp.historico.whatsapp}</span>
        <span className={cn('rounded-full px-2 py-0.5 font-medium', TONE[delivery.status] ?? TONE.pendente)}>
          {delivery.statusLabel}
        </span>
        <span className="text-muted-foreground">{formatDateTime(delivery.at)}</span>
      </span>
      {delivery.error && (
        <span className={cn('text-xs', delivery.status === 'pendente' ? 'text-muted-foreground' : 'text-red-800')}>
          {delivery.error}
        </span>
      )}
      {delivery.emailInstead && (
        <span className="text-xs text-muted-foreground">{m.whatsapp.historico.emailNoLugar}</span>
      )}
    </span>
  );
}
