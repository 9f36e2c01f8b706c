import type { PortfolioProject, ServiceTag } from './types';

type ProjectInput = Omit<PortfolioProject, 'image' | 'imageUrl' | 'websiteUrl' | 'demoUrl'> & { slug: string };

/** Every project has five generated illustrations (document 000 §9: 5 images for ids 1 to 21). */
export const GALLERY_SIZE = 5;
export const galleryImage = (id: string, n: number) => `/images/portfolio/${id}/${n}.svg`;

// Sample work: the clients are fictional and the addresses use the reserved example.com domain.
function project({ slug, ...p }: ProjectInput): PortfolioProject {
  return {
    ...p,
    image: galleryImage(p.id, 1),
    imageUrl: galleryImage(p.id, 2),
    websiteUrl: `https://${slug}.example.com`,
    demoUrl: `https://demo.example.com/${slug}`,
  };
}

/** The 21 portfolio projects (document 000 §1, §3), in display order. */
export const PORTFOLIO: readonly PortfolioProject[] = [
  project({
    id: '1',
    slug: 'sorriso-vivo',
    title: 'Clínica Sorriso Vivo',
    description: 'Site institucional para clínica odontológica com agendamento online e blog de saúde bucal.',
    tags: ['site-institucional', 'seo-marketing'],
    client: 'Clínica Sorriso Vivo',
    year: 2023,
    detailedDescription:
      'A Sorriso Vivo precisava trocar um site antigo, lento e difícil de atualizar por uma presença digital que passasse a mesma confiança do atendimento no consultório. Criamos um site institucional leve, com páginas para cada especialidade, perfis dos dentistas, agendamento online integrado ao WhatsApp e um blog otimizado para buscas locais em Belo Horizonte.',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Sanity CMS', 'Google Analytics 4'],
    features: [
      'Agendamento online pelo WhatsApp',
      'Páginas por especialidade',
      'Blog com editor visual',
      'Mapa e horários de atendimento',
    ],
    achievements: [
      '+180% de agendamentos pelo site em 6 meses',
      'Primeira página do Google para "dentista na Savassi"',
      'Nota 98 de desempenho no PageSpeed',
    ],
  }),
  project({
    id: '2',
    slug: 'moda-raiz',
    title: 'Moda Raiz',
    description: 'Loja virtual de moda autoral com provador de medidas, Pix e frete calculado em tempo real.',
    tags: ['ecommerce'],
    client: 'Moda Raiz Confecções',
    year: 2024,
    detailedDescription:
      'A Moda Raiz vendia apenas pelo Instagram e perdia pedidos em conversas longas no direct. Desenvolvemos uma loja virtual com catálogo por coleção, guia de medidas interativo, checkout em uma página com Pix, cartão e boleto, e cálculo de frete pelos Correios e transportadoras. O painel permite à equipe cadastrar produtos e variações de tamanho e cor em minutos.',
    technologies: ['Next.js', 'Shopify Storefront API', 'Tailwind CSS', 'Mercado Pago', 'Melhor Envio'],
    features: [
      'Checkout em uma página',
      'Guia de medidas interativo',
      'Pix com confirmação automática',
      'Cupons e frete grátis por região',
    ],
    achievements: [
      'R$ 120 mil em vendas no primeiro trimestre',
      'Taxa de conversão de 2,8% no celular',
      'Abandono de carrinho 35% menor',
    ],
  }),
  project({
    id: '3',
    slug: 'almeida-costa',
    title: 'Almeida & Costa Advogados',
    description: 'Site sóbrio e objetivo para escritório de advocacia empresarial, com áreas de atuação e artigos.',
    tags: ['site-institucional'],
    client: 'Almeida & Costa Sociedade de Advogados',
    year: 2022,
    detailedDescription:
      'O escritório queria um site à altura da sua carteira de clientes corporativos, respeitando as regras de publicidade da OAB. O resultado é um site elegante, com tipografia cuidadosa, páginas para cada área de atuação, perfis dos sócios, publicações técnicas e um formulário de contato que encaminha cada assunto ao advogado responsável.',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Contentful', 'Vercel'],
    features: [
      'Áreas de atuação detalhadas',
      'Perfis dos sócios',
      'Central de artigos',
      'Formulário com triagem por assunto',
    ],
    achievements: [
      'Tempo médio na página triplicado',
      '40% dos novos contatos vindos do site',
      'Conformidade com o Provimento 205/2021 da OAB',
    ],
  }),
  project({
    id: '4',
    slug: 'fitpro',
    title: 'FitPro Academia',
    description: 'Landing page de matrículas com oferta por tempo limitado, depoimentos e integração com o CRM.',
    tags: ['landing-page'],
    client: 'FitPro Academia',
    year: 2024,
    detailedDescription:
      'Para a campanha de verão da FitPro, criamos uma landing page focada em um único objetivo: agendar a aula experimental. Contador regressivo da oferta, comparativo de planos, depoimentos em vídeo de alunos e um formulário curto que envia o lead direto ao CRM e ao WhatsApp do consultor da unidade mais próxima.',
    technologies: ['Astro', 'Tailwind CSS', 'RD Station', 'Meta Pixel', 'Google Tag Manager'],
    features: ['Contador da oferta', 'Comparativo de planos', 'Depoimentos em vídeo', 'Roteamento do lead por unidade'],
    achievements: [
      '1.450 aulas experimentais agendadas em 30 dias',
      'Custo por lead 42% menor',
      'Carregamento em 0,9 s no 4G',
    ],
  }),
  project({
    id: '5',
    slug: 'studio-bella',
    title: 'Studio Bella Agenda',
    description: 'Sistema de agendamento para salão de beleza com lembretes automáticos e controle de comissões.',
    tags: ['aplicacao-web', 'automacao-chatbots'],
    client: 'Studio Bella Beleza & Estética',
    year: 2024,
    detailedDescription:
      'O Studio Bella controlava a agenda de oito profissionais em um caderno. Construímos uma aplicação web em que as clientes escolhem serviço, profissional e horário pelo celular; a equipe vê a agenda do dia, registra atendimentos e acompanha comissões. Lembretes automáticos pelo WhatsApp reduziram drasticamente as faltas.',
    technologies: ['React', 'Node.js', 'PostgreSQL', 'Prisma', 'API do WhatsApp Business'],
    features: [
      'Agenda por profissional',
      'Lembretes automáticos pelo WhatsApp',
      'Cálculo de comissões',
      'Relatórios de faturamento',
    ],
    achievements: [
      'Faltas reduzidas em 63%',
      '70% dos horários marcados sem ligação',
      '6 horas por semana economizadas na recepção',
    ],
  }),
  project({
    id: '6',
    slug: 'lar-ideal',
    title: 'Lar Ideal Imóveis: chatbot',
    description: 'Chatbot no WhatsApp que qualifica interessados e agenda visitas para uma imobiliária.',
    tags: ['automacao-chatbots'],
    client: 'Lar Ideal Imóveis',
    year: 2025,
    detailedDescription:
      'Os corretores da Lar Ideal gastavam horas respondendo às mesmas perguntas sobre imóveis. Criamos um assistente no WhatsApp que entende o que o interessado procura, sugere imóveis do catálogo com fotos, tira dúvidas sobre documentação e agenda a visita na agenda do corretor, entregando ao time apenas conversas qualificadas.',
    technologies: ['Node.js', 'API do WhatsApp Business', 'OpenAI', 'PostgreSQL', 'Google Calendar API'],
    features: [
      'Busca de imóveis por conversa',
      'Agendamento de visitas',
      'Transferência para corretor',
      'Painel de conversas',
    ],
    achievements: [
      '85% das perguntas respondidas sem intervenção humana',
      'Visitas agendadas 2,4 vezes mais rápido',
      'Atendimento ativo 24 horas',
    ],
  }),
  project({
    id: '7',
    slug: 'emporio-serra-verde',
    title: 'Empório Serra Verde',
    description: 'E-commerce de produtos naturais com assinatura mensal e conteúdo otimizado para buscas.',
    tags: ['ecommerce', 'seo-marketing'],
    client: 'Empório Serra Verde',
    year: 2023,
    detailedDescription:
      'O Empório Serra Verde queria vender para todo o Brasil sem depender de marketplaces. Desenvolvemos uma loja com clube de assinatura mensal, filtros por restrição alimentar e receitas que levam aos produtos. Uma estratégia de SEO com conteúdo e dados estruturados trouxe tráfego orgânico constante.',
    technologies: ['WooCommerce', 'WordPress', 'PHP', 'Pagar.me', 'Schema.org'],
    features: [
      'Clube de assinatura',
      'Filtros por restrição alimentar',
      'Receitas ligadas aos produtos',
      'Programa de pontos',
    ],
    achievements: [
      '62% do faturamento vindo de busca orgânica',
      '1.200 assinantes ativos no primeiro ano',
      'Ticket médio 27% maior',
    ],
  }),
  project({
    id: '8',
    slug: 'construtora-horizonte',
    title: 'Construtora Horizonte',
    description: 'Site institucional com vitrine de empreendimentos, tour virtual e acompanhamento de obras.',
    tags: ['site-institucional'],
    client: 'Construtora Horizonte',
    year: 2023,
    detailedDescription:
      'A Construtora Horizonte precisava apresentar seus lançamentos com a mesma qualidade dos estandes de venda. Criamos um site com páginas de empreendimento ricas em imagens, plantas interativas, tour virtual, simulador de financiamento e uma área de acompanhamento de obra com fotos mensais para quem já comprou.',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Strapi', 'Mapbox'],
    features: ['Plantas interativas', 'Tour virtual 360°', 'Simulador de financiamento', 'Acompanhamento de obras'],
    achievements: [
      '3.100 leads de lançamento em 4 meses',
      'Tempo de carregamento 60% menor que o site anterior',
      'Prêmio regional de comunicação imobiliária',
    ],
  }),
  project({
    id: '9',
    slug: 'financas-em-dia',
    title: 'Finanças em Dia',
    description: 'Landing page de lançamento de curso online com lista de espera, aulas gratuitas e checkout.',
    tags: ['landing-page'],
    client: 'Instituto Finanças em Dia',
    year: 2025,
    detailedDescription:
      'Para o lançamento do curso Finanças em Dia, criamos uma sequência de páginas: captura para a lista de espera, página das aulas gratuitas e página de vendas com checkout integrado. Tudo com textos persuasivos, provas sociais, garantia destacada e acompanhamento detalhado de cada etapa do funil.',
    technologies: ['Next.js', 'Tailwind CSS', 'Hotmart', 'ActiveCampaign', 'Google Tag Manager'],
    features: ['Página de captura', 'Página das aulas gratuitas', 'Página de vendas', 'Testes A/B de títulos'],
    achievements: [
      '18 mil inscritos na lista de espera',
      'Conversão de 31% na página de captura',
      'R$ 640 mil em vendas no lançamento',
    ],
  }),
  project({
    id: '10',
    slug: 'rotacerta',
    title: 'RotaCerta Logística',
    description: 'Painel web de entregas com roteirização, rastreio em tempo real e comprovante digital.',
    tags: ['aplicacao-web'],
    client: '',
    year: 2024,
    detailedDescription:
      'Uma transportadora regional precisava acabar com as planilhas e as ligações para saber onde estava cada entrega. Construímos um painel que monta as rotas do dia, acompanha os motoristas no mapa em tempo real e recebe o comprovante de entrega com foto e assinatura pelo celular do motorista.',
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Google Maps Platform'],
    features: [
      'Roteirização automática',
      'Rastreio em tempo real',
      'Comprovante com foto e assinatura',
      'Link de rastreio para o cliente final',
    ],
    achievements: [
      'Quilometragem 18% menor por rota',
      'Ligações de "onde está meu pedido" caíram 70%',
      'Mais de 40 mil entregas registradas',
    ],
  }),
  project({
    id: '11',
    slug: 'grao-mineiro',
    title: 'Café Grão Mineiro',
    description: 'Loja virtual de cafés especiais com quiz de preferência e assinatura de grãos torrados na hora.',
    tags: ['ecommerce'],
    client: 'Grão Mineiro Cafés Especiais',
    year: 2025,
    detailedDescription:
      'A torrefação Grão Mineiro queria contar a história de cada lote e vender diretamente ao consumidor. A loja traz páginas de produto com notas sensoriais, origem e pontuação, um quiz que recomenda o café ideal, assinatura com entrega recorrente e checkout otimizado para o celular.',
    technologies: ['Next.js', 'Medusa', 'PostgreSQL', 'Stripe', 'Tailwind CSS'],
    features: ['Quiz de preferência', 'Assinatura recorrente', 'Notas sensoriais por lote', 'Kits para presente'],
    achievements: [
      '38% das vendas por assinatura',
      'Conversão de 3,4% no tráfego do quiz',
      'Avaliação média 4,9 de 5 dos clientes',
    ],
  }),
  project({
    id: '12',
    slug: 'contabilidade-exata',
    title: 'Contabilidade Exata',
    description: 'Site institucional para escritório contábil com calculadoras, materiais ricos e SEO local.',
    tags: ['site-institucional', 'seo-marketing'],
    client: 'Exata Contabilidade e Consultoria',
    year: 2024,
    detailedDescription:
      'A Exata queria atrair pequenas empresas e profissionais liberais de Curitiba. Desenvolvemos um site com calculadoras de impostos, guias para baixar em troca do contato e páginas otimizadas para buscas como "abrir empresa em Curitiba". O conteúdo é atualizado pela própria equipe.',
    technologies: ['WordPress', 'PHP', 'Elementor Pro', 'RD Station', 'Google Search Console'],
    features: [
      'Calculadora do Simples Nacional',
      'Materiais ricos para download',
      'Páginas de serviços por cidade',
      'Chat com o contador',
    ],
    achievements: [
      'Tráfego orgânico 4 vezes maior em 8 meses',
      '220 leads por mês em média',
      'Top 3 do Google em 14 palavras-chave locais',
    ],
  }),
  project({
    id: '13',
    slug: 'tech-nordeste',
    title: 'Tech Nordeste Summit',
    description: 'Landing page de evento de tecnologia com programação, palestrantes e venda de ingressos.',
    tags: ['landing-page'],
    client: 'Associação Tech Nordeste',
    year: 2023,
    detailedDescription:
      'O Tech Nordeste Summit reúne startups e empresas de tecnologia em Recife. Criamos uma landing page vibrante com a programação por trilhas, perfis dos palestrantes, mapa do local e venda de ingressos por lote, pensada para ser compartilhada nas redes sociais e carregar rápido em qualquer conexão.',
    technologies: ['Astro', 'Tailwind CSS', 'Sympla', 'Meta Pixel', 'Netlify'],
    features: ['Programação por trilha', 'Perfis dos palestrantes', 'Ingressos por lote', 'Imagens para redes sociais'],
    achievements: [
      'Ingressos esgotados 12 dias antes do evento',
      '2.300 participantes',
      'Conversão de 9% nas visitas da campanha',
    ],
  }),
  project({
    id: '14',
    slug: 'escola-saber-mais',
    title: 'Portal Saber Mais',
    description: 'Portal do aluno e da família com boletim, agenda escolar, comunicados e pagamentos.',
    tags: ['aplicacao-web'],
    client: 'Escola Saber Mais',
    year: 2023,
    detailedDescription:
      'A Escola Saber Mais se comunicava com as famílias por bilhetes e grupos de mensagem. O portal reúne boletim, frequência, agenda de provas, comunicados com confirmação de leitura e a segunda via das mensalidades, com acessos separados para alunos, responsáveis e professores.',
    technologies: ['Next.js', 'TypeScript', 'PostgreSQL', 'Drizzle ORM', 'Asaas'],
    features: [
      'Boletim e frequência',
      'Comunicados com confirmação de leitura',
      'Agenda de provas',
      'Segunda via de mensalidades',
    ],
    achievements: ['92% das famílias usando o portal', 'Inadimplência 21% menor', 'Fim dos bilhetes de papel'],
  }),
  project({
    id: '15',
    slug: 'forno-a-lenha',
    title: 'Pizzaria Forno a Lenha',
    description: 'Pedidos pelo WhatsApp com cardápio digital, pagamento por Pix e envio direto para a cozinha.',
    tags: ['automacao-chatbots', 'ecommerce'],
    client: 'Pizzaria Forno a Lenha',
    year: 2024,
    detailedDescription:
      'Nas noites de sexta, a Forno a Lenha não dava conta das mensagens. Criamos um atendimento automatizado no WhatsApp que apresenta o cardápio digital, monta o pedido com meio a meio e bordas, calcula a taxa de entrega pelo bairro, recebe por Pix e imprime a comanda na cozinha, sem taxas de aplicativos de entrega.',
    technologies: ['Node.js', 'API do WhatsApp Business', 'React', 'Pix (API do banco)', 'PostgreSQL'],
    features: [
      'Cardápio digital',
      'Pedido guiado no WhatsApp',
      'Pix com confirmação automática',
      'Impressão da comanda na cozinha',
    ],
    achievements: [
      'Pedidos 55% mais rápidos de fechar',
      'Economia de R$ 9 mil por mês em taxas',
      'Zero pedidos perdidos nos horários de pico',
    ],
  }),
  project({
    id: '16',
    slug: 'amigo-fiel',
    title: 'Pet Shop Amigo Fiel',
    description: 'E-commerce para pet shop com compra programada de ração e agendamento de banho e tosa.',
    tags: ['ecommerce'],
    client: 'Amigo Fiel Pet Shop',
    year: 2022,
    detailedDescription:
      'A Amigo Fiel queria fidelizar os tutores do bairro e competir com as grandes redes. A loja oferece compra programada de ração com desconto, entrega no mesmo dia na região e agendamento de banho e tosa, tudo em uma conta única com o perfil de cada pet.',
    technologies: ['Nuvemshop', 'JavaScript', 'Mercado Pago', 'Google Tag Manager', 'Zapier'],
    features: ['Compra programada', 'Perfil do pet', 'Entrega no mesmo dia', 'Agendamento de banho e tosa'],
    achievements: [
      '45% dos clientes na compra programada',
      'Faturamento online dobrado em 1 ano',
      'Mais de 3 mil pets cadastrados',
    ],
  }),
  project({
    id: '17',
    slug: 'traco-studio',
    title: 'Traço Studio Arquitetura',
    description: 'Site-portfólio minimalista para escritório de arquitetura, com projetos em grande formato.',
    tags: ['site-institucional'],
    client: 'Traço Studio Arquitetura',
    year: 2025,
    detailedDescription:
      'Para o Traço Studio, o site precisava ser tão cuidadoso quanto os projetos do escritório. Criamos uma experiência minimalista, com imagens em grande formato carregadas de forma otimizada, navegação por tipologia de projeto, página de processo criativo e um formulário de briefing inicial.',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Sanity CMS', 'Vercel'],
    features: [
      'Galerias em grande formato',
      'Filtro por tipologia',
      'Página do processo criativo',
      'Formulário de briefing',
    ],
    achievements: [
      'Nota 100 de acessibilidade no Lighthouse',
      'Projetos residenciais 30% maiores em valor médio',
      'Destaque em publicação de design',
    ],
  }),
  project({
    id: '18',
    slug: 'vetcare',
    title: 'VetCare: campanha de vacinação',
    description: 'Landing page de campanha para clínica veterinária, com agendamento e anúncios locais.',
    tags: ['landing-page', 'seo-marketing'],
    client: 'VetCare Clínica Veterinária',
    year: 2024,
    detailedDescription:
      'A VetCare lançou uma campanha de vacinação com preços especiais. Desenvolvemos a landing page com calendário de vacinas por espécie, agendamento em poucos toques e uma campanha de anúncios no Google e no Instagram segmentada por bairro, com relatórios semanais de resultados.',
    technologies: ['Next.js', 'Tailwind CSS', 'Google Ads', 'Meta Ads', 'Looker Studio'],
    features: [
      'Calendário de vacinas por espécie',
      'Agendamento em 3 toques',
      'Anúncios segmentados por bairro',
      'Relatório semanal',
    ],
    achievements: [
      '640 vacinas agendadas na campanha',
      'Retorno de 7 vezes o investimento em anúncios',
      'Custo por agendamento de R$ 6,80',
    ],
  }),
  project({
    id: '19',
    slug: 'protege-seguros',
    title: 'Protege CRM',
    description: 'CRM sob medida para corretora de seguros, com funil de vendas e renovações automáticas.',
    tags: ['aplicacao-web', 'automacao-chatbots'],
    client: '',
    year: 2025,
    detailedDescription:
      'Uma corretora de seguros com 15 corretores perdia renovações por falta de acompanhamento. Criamos um CRM com funil de vendas em quadro Kanban, cotações com várias seguradoras, alertas de vencimento de apólices e mensagens automáticas de renovação por e-mail e WhatsApp.',
    technologies: ['Next.js', 'TypeScript', 'PostgreSQL', 'Drizzle ORM', 'n8n'],
    features: ['Funil de vendas em Kanban', 'Comparativo de cotações', 'Alertas de renovação', 'Mensagens automáticas'],
    achievements: ['Taxa de renovação de 94%', 'Tempo de cotação 50% menor', 'Visão única de 8 mil apólices'],
  }),
  project({
    id: '20',
    slug: 'distribuidora-sul',
    title: 'Distribuidora Sul: integrações',
    description: 'Automação que integra ERP, loja B2B e marketplaces, sincronizando estoque e pedidos.',
    tags: ['automacao-chatbots', 'aplicacao-web'],
    client: 'Distribuidora Sul Alimentos',
    year: 2025,
    detailedDescription:
      'A Distribuidora Sul digitava à mão pedidos vindos de quatro canais. Construímos integrações que sincronizam estoque e preços entre o ERP, a loja B2B e os marketplaces a cada cinco minutos, importam pedidos automaticamente e emitem a nota fiscal, com um painel que mostra cada sincronização e alerta em caso de falha.',
    technologies: ['Node.js', 'TypeScript', 'n8n', 'PostgreSQL', 'APIs de marketplaces'],
    features: [
      'Sincronização de estoque',
      'Importação automática de pedidos',
      'Emissão de nota fiscal',
      'Painel de monitoramento',
    ],
    achievements: [
      '120 horas de digitação poupadas por mês',
      'Vendas sem estoque reduzidas a zero',
      'Pedidos faturados no mesmo dia',
    ],
  }),
  project({
    id: '21',
    slug: 'pousada-mar-azul',
    title: 'Pousada Mar Azul',
    description: 'Site com reservas diretas para pousada no litoral, fotos imersivas e SEO para turismo.',
    tags: ['site-institucional', 'seo-marketing'],
    client: 'Pousada Mar Azul',
    year: 2025,
    detailedDescription:
      'A Pousada Mar Azul, em Porto de Galinhas, pagava comissões altas às agências online. Criamos um site com galeria imersiva dos quartos, motor de reservas com disponibilidade em tempo real, pacotes sazonais e conteúdo sobre passeios da região, atraindo hóspedes que reservam diretamente.',
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Omnibees', 'Google Hotel Ads'],
    features: ['Reservas diretas', 'Galeria dos quartos', 'Pacotes sazonais', 'Guia de passeios da região'],
    achievements: [
      'Reservas diretas subiram de 15% para 48%',
      'R$ 85 mil poupados em comissões na temporada',
      'Primeira página para "pousada em Porto de Galinhas"',
    ],
  }),
];

export const PORTFOLIO_SIZE = PORTFOLIO.length;

export function getProject(id: string): PortfolioProject | undefined {
  return PORTFOLIO.find((p) => p.id === id);
}

/** The first tag is the project's type (document 000 §2.10, details card). */
export const projectType = (project: PortfolioProject): ServiceTag => project.tags[0];
