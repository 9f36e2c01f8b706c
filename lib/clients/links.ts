import type { SubjectKind } from '@/lib/timeline/kinds';

/** Where staff open a document named by the timeline or the client page (D52). */
export function subjectHref(tipo: SubjectKind | string, id: string): string | null {
  switch (tipo) {
    case 'proposal':
      return `/proposta/${id}`; // D1: staff are redirected to the proposal's public page
    case 'contract':
      return `/contratos/${id}`;
    case 'signature':
      return '/assinaturas';
    case 'charge':
      return `/cobrancas/${id}`;
    case 'payment':
      return '/pagamentos';
    case 'project':
      return `/projeto/${id}/editar`;
    case 'lead':
      return '/contatos';
    default:
      return null;
  }
}
