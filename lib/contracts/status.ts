import { m } from '@/lib/messages';

/**
 * The one contract-status map (document 001 §4): rascunho (default), enviado, assinado, expirado, freely
 * chosen in the form; list colours yellow, blue, green, red.
 */
export const CONTRACT_STATUSES = ['rascunho', 'enviado', 'assinado', 'expirado'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const DEFAULT_CONTRACT_STATUS: ContractStatus = 'rascunho';

type StatusStyle = { label: string; plural: string; className: string; cardClassName: string };

const STYLES: Record<ContractStatus, StatusStyle> = {
  rascunho: {
    label: 'Rascunho',
    plural: 'Rascunhos',
    className: 'bg-yellow-100 text-yellow-900 border-yellow-200',
    cardClassName: 'border-l-yellow-400',
  },
  enviado: {
    label: 'Enviado',
    plural: 'Enviados',
    className: 'bg-blue-100 text-blue-900 border-blue-200',
    cardClassName: 'border-l-blue-500',
  },
  assinado: {
    label: 'Assinado',
    plural: 'Assinados',
    className: 'bg-green-100 text-green-900 border-green-200',
    cardClassName: 'border-l-green-500',
  },
  expirado: {
    label: 'Expirado',
    plural: 'Expirados',
    className: 'bg-red-100 text-red-900 border-red-200',
    cardClassName: 'border-l-red-500',
  },
};

/** Label and colours of a status; anything unknown reads as rascunho. */
export function contractStatusStyle(status: string | null | undefined): StatusStyle & { key: ContractStatus } {
  const key = (CONTRACT_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as ContractStatus)
    : DEFAULT_CONTRACT_STATUS;
  return { key, ...STYLES[key] };
}

/**
 * D46: a signed contract is locked, whether it was signed in the app (it has its date) or marked "Assinado" by
 * hand (an older row may have the status without a date). The edit form and the update writer both ask here.
 */
export function isSignedContract(contract: { status: string; assinadoEm?: Date | string | null }): boolean {
  return contract.status === 'assinado' || Boolean(contract.assinadoEm);
}

/**
 * The one status a contract shows (D33): while its signature document is out for signing and it is not signed yet,
 * "Aguardando assinatura", never "Rascunho" beside a pending signature.
 */
export function shownContractStatus(
  status: string | null | undefined,
  signingStatus?: string | null,
): { key: ContractStatus | 'aguardando'; label: string; className: string } {
  const style = contractStatusStyle(status);
  if (style.key !== 'assinado' && signingStatus === 'sent')
    return { key: 'aguardando', label: m.contracts.awaitingSignature, className: STYLES.enviado.className };
  return { key: style.key, label: style.label, className: style.className };
}
