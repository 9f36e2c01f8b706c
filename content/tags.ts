import type { ServiceTag } from './types';

/** Label and colours of each service tag; one map used by badges, cards, images and pages. */
export const TAG_INFO: Record<ServiceTag, { label: string; colour: string; soft: string }> = {
  'site-institucional': { label: 'Site Institucional', colour: '#4338ca', soft: '#e0e7ff' },
  ecommerce: { label: 'E-commerce', colour: '#047857', soft: '#d1fae5' },
  'landing-page': { label: 'Landing Page', colour: '#c2410c', soft: '#ffedd5' },
  'aplicacao-web': { label: 'Aplicação Web', colour: '#6d28d9', soft: '#ede9fe' },
  'seo-marketing': { label: 'SEO & Marketing', colour: '#0e7490', soft: '#cffafe' },
  'automacao-chatbots': { label: 'Automação & Chatbots', colour: '#be185d', soft: '#fce7f3' },
};

/** The benefit block of the portfolio detail, chosen by the project's first tag (document 000 §2.10). */
export const TAG_BENEFITS: Record<ServiceTag, { title: string; items: Array<{ title: string; description: string }> }> =
  {
    'site-institucional': {
      title: 'Benefícios de um site institucional',
      items: [
        {
          title: 'Credibilidade imediata',
          description: 'Uma presença profissional que transmite confiança já no primeiro acesso.',
        },
        {
          title: 'Encontrado no Google',
          description: 'Estrutura otimizada para buscas locais e para o nome da sua marca.',
        },
        { title: 'Contato em um clique', description: 'WhatsApp, telefone e formulário sempre à mão do visitante.' },
      ],
    },
    ecommerce: {
      title: 'Benefícios de uma loja virtual',
      items: [
        {
          title: 'Vendas 24 horas',
          description: 'Sua loja aberta todos os dias, com pagamento por Pix, cartão e boleto.',
        },
        {
          title: 'Gestão simplificada',
          description: 'Estoque, pedidos e fretes em um só painel, sem planilhas paralelas.',
        },
        {
          title: 'Checkout que converte',
          description: 'Menos etapas e menos abandono de carrinho, principalmente no celular.',
        },
      ],
    },
    'landing-page': {
      title: 'Benefícios de uma landing page',
      items: [
        { title: 'Foco em conversão', description: 'Uma única oferta, um único objetivo e nenhuma distração.' },
        {
          title: 'Carregamento instantâneo',
          description: 'Páginas leves que aproveitam cada clique pago das campanhas.',
        },
        { title: 'Resultados mensuráveis', description: 'Eventos e metas configurados para acompanhar cada lead.' },
      ],
    },
    'aplicacao-web': {
      title: 'Benefícios de uma aplicação web',
      items: [
        { title: 'Processos automatizados', description: 'Tarefas repetitivas viram fluxos digitais com menos erros.' },
        { title: 'Acesso de qualquer lugar', description: 'Funciona no navegador do computador, tablet ou celular.' },
        { title: 'Feita para crescer', description: 'Arquitetura escalável que acompanha o ritmo do seu negócio.' },
      ],
    },
    'seo-marketing': {
      title: 'Benefícios de SEO e marketing',
      items: [
        { title: 'Tráfego orgânico', description: 'Visitantes qualificados chegando sem custo por clique.' },
        { title: 'Autoridade de marca', description: 'Conteúdo relevante que posiciona sua empresa como referência.' },
        { title: 'Decisões com dados', description: 'Relatórios claros de posições, visitas e conversões.' },
      ],
    },
    'automacao-chatbots': {
      title: 'Benefícios de automação e chatbots',
      items: [
        { title: 'Atendimento 24/7', description: 'Respostas imediatas a qualquer hora, inclusive no WhatsApp.' },
        { title: 'Menos trabalho manual', description: 'Integrações que eliminam cópia e cola entre sistemas.' },
        {
          title: 'Leads qualificados',
          description: 'O chatbot faz as perguntas certas antes de passar para a equipe.',
        },
      ],
    },
  };
