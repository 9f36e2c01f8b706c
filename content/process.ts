import type { ProcessStep } from './types';

/** "Como Trabalhamos", the home page's four-step accordion (document 000 §2.3). */
export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    number: 1,
    title: 'Briefing & Planejamento',
    description: 'Entendemos o seu negócio, o seu público e os seus objetivos antes de desenhar qualquer tela.',
    details: [
      'Reunião de descoberta',
      'Análise de concorrentes',
      'Mapa do site e escopo',
      'Cronograma e proposta detalhada',
    ],
  },
  {
    number: 2,
    title: 'Design & Protótipo',
    description: 'Criamos um layout exclusivo e um protótipo navegável para você aprovar antes do código.',
    details: [
      'Identidade visual aplicada',
      'Protótipo para celular e computador',
      'Rodadas de ajustes',
      'Aprovação do layout',
    ],
  },
  {
    number: 3,
    title: 'Desenvolvimento',
    description: 'Programamos com tecnologias modernas, foco em velocidade, segurança e acessibilidade.',
    details: [
      'Código limpo e responsivo',
      'Integrações e painel de gestão',
      'SEO técnico desde o início',
      'Testes em vários dispositivos',
    ],
  },
  {
    number: 4,
    title: 'Lançamento & Suporte',
    description: 'Publicamos, treinamos a sua equipe e seguimos ao seu lado depois do lançamento.',
    details: ['Publicação e domínio', 'Treinamento da equipe', 'Monitoramento e backups', 'Suporte de 12 meses'],
  },
];
