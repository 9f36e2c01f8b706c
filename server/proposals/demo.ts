import 'server-only';
import { coerceConteudo } from '@/lib/proposals/content';
import { SAMPLE_PROPOSAL } from '@/lib/proposals/sample';
import type { createProposals } from './create-proposal';

/** Demo proposals for a fresh development database (D3), for the proposal writer's bulk variant. */
export function demoProposals(): Parameters<typeof createProposals>[2] {
  const day = 86_400_000;
  const now = Date.now();
  const site = {
    nome: 'Site institucional Clínica Sorriso Feliz',
    cliente: 'Clínica Sorriso Feliz',
    conteudo: coerceConteudo({
      descricao:
        'Um site rápido e elegante para a clínica atrair novos pacientes pelo Google e facilitar o agendamento pelo WhatsApp.',
      escopo: [
        'Site com 6 páginas responsivas',
        'Agendamento pelo WhatsApp',
        'SEO local e Google Meu Negócio',
        'Blog com 3 artigos iniciais',
      ],
      prazo: '30 dias',
      valor: 'R$ 6.900,00',
      tecnologias: ['Next.js', 'Tailwind CSS', 'Vercel'],
      processoDeTrabalho: SAMPLE_PROPOSAL.conteudo.processoDeTrabalho,
    }),
  };
  return [
    {
      ...SAMPLE_PROPOSAL,
      conteudo: coerceConteudo(SAMPLE_PROPOSAL.conteudo),
      status: 'enviada' as const,
      dataCriacao: new Date(now - 6 * day),
      visualizacoes: 4,
      ultimaVisualizacao: new Date(now - day),
    },
    {
      ...site,
      status: 'aceita' as const,
      dataCriacao: new Date(now - 12 * day),
      visualizacoes: 7,
      ultimaVisualizacao: new Date(now - 9 * day),
      aceitaEm: new Date(now - 9 * day),
      aceitaPorNome: 'Dra. Helena Prado',
      aceitaPorEmail: 'helena@sorrisofeliz.com.br',
    },
  ];
}
