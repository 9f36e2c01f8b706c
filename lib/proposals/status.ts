/**
 * The one proposal-status map (document 000 §4; DECISIONS D12): label and colour for every screen.
 * aprovada, rejeitada and em_revisao come from the earlier second list screen; anything unknown reads
 * as pendente.
 */
export const PROPOSAL_STATUSES = ['pendente', 'enviada', 'aceita', 'recusada'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

type StatusStyle = { label: string; className: string; dotClassName: string };

const STYLES: Record<string, StatusStyle> = {
  pendente: {
    label: 'Pendente',
    className: 'bg-yellow-100 text-yellow-900 border-yellow-200',
    dotClassName: 'bg-yellow-500',
  },
  enviada: { label: 'Enviada', className: 'bg-blue-100 text-blue-900 border-blue-200', dotClassName: 'bg-blue-500' },
  aceita: { label: 'Aceita', className: 'bg-green-100 text-green-900 border-green-200', dotClassName: 'bg-green-600' },
  recusada: { label: 'Recusada', className: 'bg-red-100 text-red-900 border-red-200', dotClassName: 'bg-red-500' },
  aprovada: {
    label: 'Aprovada',
    className: 'bg-green-100 text-green-900 border-green-200',
    dotClassName: 'bg-green-600',
  },
  rejeitada: { label: 'Rejeitada', className: 'bg-red-100 text-red-900 border-red-200', dotClassName: 'bg-red-500' },
  em_revisao: {
    label: 'Em revisão',
    className: 'bg-purple-100 text-purple-900 border-purple-200',
    dotClassName: 'bg-purple-500',
  },
};

export function proposalStatusStyle(status: string | null | undefined): StatusStyle & { key: string } {
  const key = status && status in STYLES ? status : 'pendente';
  return { key, ...STYLES[key] };
}

/** The status filter of the Propostas tab (document 000 §9). */
export const PROPOSAL_STATUS_FILTER = ['todos', ...PROPOSAL_STATUSES] as const;
export type ProposalStatusFilter = (typeof PROPOSAL_STATUS_FILTER)[number];
