import type { Conteudo } from './content';

/**
 * The one-click sample proposal of the Propostas tab (document 000 §2.5): a complete proposal for a
 * specific client, ready to send or export as PDF.
 */
export const SAMPLE_PROPOSAL = {
  nome: 'E-commerce Empório Sabor da Serra',
  cliente: 'Empório Sabor da Serra',
  conteudo: {
    descricao:
      'Loja virtual completa para o Empório Sabor da Serra vender queijos, doces e cafés artesanais para todo o Brasil, com catálogo fácil de atualizar, pagamento por Pix, cartão e boleto, cálculo de frete automático e uma experiência pensada para o celular, onde está a maior parte dos clientes.',
    escopo: [
      'Loja virtual responsiva com catálogo, busca e filtros por categoria',
      'Carrinho e checkout com Pix, cartão em até 12x e boleto',
      'Cálculo de frete pelos Correios e retirada na loja',
      'Painel administrativo para produtos, estoque e pedidos',
      'Integração com WhatsApp e Instagram Shopping',
      'SEO técnico e cadastro no Google Meu Negócio',
    ],
    prazo: '60 dias',
    valor: 'R$ 14.800,00',
    imagemCapa: '',
    imagensGaleria: [],
    mockups: [],
    tecnologias: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Stripe', 'PostgreSQL', 'Vercel'],
    processoDeTrabalho: [
      {
        titulo: 'Briefing & Planejamento',
        descricao: 'Entendemos o negócio, o público e os produtos, e definimos a estrutura da loja.',
      },
      {
        titulo: 'Design & Protótipo',
        descricao: 'Criamos o visual da marca na loja e validamos as telas com você antes de programar.',
      },
      {
        titulo: 'Desenvolvimento',
        descricao: 'Construímos a loja, integramos pagamentos e frete, e cadastramos os primeiros produtos.',
      },
      {
        titulo: 'Lançamento & Suporte',
        descricao: 'Publicamos, treinamos sua equipe e acompanhamos as primeiras vendas por 30 dias.',
      },
    ],
    depoimentos: [
      {
        nome: 'Marina Costa',
        cargo: 'Sócia, Doceria Flor de Laranjeira',
        texto: 'As vendas online dobraram em três meses. O painel é simples e a equipe sempre responde rápido.',
      },
    ],
  } satisfies Conteudo,
} as const;
