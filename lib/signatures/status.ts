import { SIGNATURE_STATUSES, type SignatureStatus } from './transitions';

/**
 * Document 001 §4 (Signature document status): one label and colour per status for every screen
 * (list, viewer, audit trail). Labels as in messages/pt-BR/signatures.json `signatures.status`.
 */
const STYLE: Record<SignatureStatus, { label: string; className: string; card: string }> = {
  draft: {
    label: 'Rascunho',
    className: 'bg-yellow-100 text-yellow-900 border-yellow-200',
    card: 'border-l-yellow-400',
  },
  sent: { label: 'Enviado', className: 'bg-blue-100 text-blue-900 border-blue-200', card: 'border-l-blue-500' },
  signed: { label: 'Assinado', className: 'bg-green-100 text-green-900 border-green-200', card: 'border-l-green-500' },
  expired: { label: 'Expirado', className: 'bg-red-100 text-red-900 border-red-200', card: 'border-l-red-500' },
  cancelled: { label: 'Cancelado', className: 'bg-gray-100 text-gray-700 border-gray-200', card: 'border-l-gray-400' },
  refused: {
    label: 'Recusado',
    className: 'bg-orange-100 text-orange-900 border-orange-200',
    card: 'border-l-orange-500',
  },
};

export function signatureStatusStyle(status: string) {
  const key: SignatureStatus = (SIGNATURE_STATUSES as readonly string[]).includes(status)
    ? (status as SignatureStatus)
    : 'draft';
  return { key, ...STYLE[key] };
}

/** §2.4: the four count cards, in order. */
export const SIGNATURE_CARD_STATUSES = [
  'draft',
  'sent',
  'signed',
  'expired',
] as const satisfies readonly SignatureStatus[];

/** §2.4, §4: only drafts can be edited and sent. */
export function isEditable(status: string): boolean {
  return status === 'draft';
}

/** §2.4: recipient name, else recipient e-mail, else '-'. */
export function recipientLabel(doc: { recipientName?: string | null; recipientEmail?: string | null }): string {
  return doc.recipientName?.trim() || doc.recipientEmail?.trim() || '-';
}
