import type { ServicePage, ServiceSlug } from './types';

/** Fixed copy of the six service pages (document 001 §2.16, §3 Service content, §9 FAQ timelines). */
export const SERVICE_PAGES: Record<ServiceSlug, ServicePage> = {
  'sites-institucionais': {
    slug: 'sites-institucionais',
    tag: 'site-institucional',
    subtitle: 'Sites Institucionais',
    title: 'Um site que apresenta sua empresa como ela merece',
    description:
      'Criamos sites institucionais rápidos, bonitos e fáceis de atualizar, pensados para transmitir confiança e transformar visitantes em clientes.',
    metaTitle: 'Criação de Sites Institucionais',
    metaDescription:
      'Criação de sites institucionais profissionais, responsivos e otimizados para o Google. Design exclusivo, entrega em até 15 dias úteis e 12 meses de suporte.',
    benefits: [
      { title: 'Design exclusivo', description: 'Layout criado para a sua marca, sem templates genéricos.' },
      { title: 'Responsivo de verdade', description: 'Perfeito no celular, no tablet e no computador.' },
      {
        title: 'Otimizado para o Google',
        description: 'SEO técnico, velocidade e dados estruturados desde o primeiro dia.',
      },
      {
        title: 'Fácil de atualizar',
        description: 'Painel simples para editar textos, fotos e notícias sem depender de ninguém.',
      },
      {
        title: 'Integração com WhatsApp',
        description: 'Botões e formulários que levam o visitante direto à conversa.',
      },
      { title: 'Seguro e estável', description: 'HTTPS, backups e monitoramento para o site nunca sair do ar.' },
    ],
    extra: {
      title: 'O que está incluído',
      items: [
        'Até 8 páginas',
        'Formulário de contato',
        'Google Analytics e Search Console',
        'Domínio e hospedagem configurados',
        'Treinamento da equipe',
      ],
    },
    process: [
      {
        step: 'Briefing',
        description: 'Conversamos sobre a empresa, o público, os concorrentes e os objetivos do site.',
      },
      { step: 'Arquitetura e conteúdo', description: 'Definimos as páginas e ajudamos a organizar textos e imagens.' },
      { step: 'Design', description: 'Apresentamos o layout para celular e computador e fazemos os ajustes.' },
      { step: 'Desenvolvimento', description: 'Programamos o site com foco em velocidade, acessibilidade e SEO.' },
      { step: 'Lançamento', description: 'Publicamos, configuramos as ferramentas de medição e treinamos a equipe.' },
    ],
    faq: [
      {
        question: 'Quanto tempo leva para criar um site institucional?',
        answer:
          'Um site institucional fica pronto em 30 a 60 dias, conforme o número de páginas e a rapidez na entrega dos conteúdos.',
      },
      {
        question: 'Eu consigo atualizar o site sozinho?',
        answer:
          'Sim. Entregamos um painel simples e um treinamento para a sua equipe editar textos, imagens e notícias.',
      },
      {
        question: 'O site vai aparecer no Google?',
        answer:
          'Sim. Fazemos o SEO técnico, cadastramos o site no Google Search Console e otimizamos as páginas para as buscas mais importantes.',
      },
      {
        question: 'Vocês cuidam da hospedagem e do domínio?',
        answer:
          'Cuidamos de tudo: registro ou transferência do domínio, hospedagem, certificado de segurança e e-mails profissionais.',
      },
    ],
  },
  'e-commerce': {
    slug: 'e-commerce',
    tag: 'ecommerce',
    subtitle: 'E-commerce',
    title: 'Uma loja virtual pronta para vender todos os dias',
    description:
      'Desenvolvemos lojas virtuais rápidas e seguras, com checkout simples, meios de pagamento brasileiros e gestão descomplicada de produtos, estoque e pedidos.',
    metaTitle: 'Criação de Loja Virtual (E-commerce)',
    metaDescription:
      'Criação de lojas virtuais com Pix, cartão e boleto, cálculo de frete, gestão de estoque e checkout otimizado para o celular.',
    benefits: [
      {
        title: 'Pix, cartão e boleto',
        description: 'Os meios de pagamento que o cliente brasileiro prefere, com confirmação automática.',
      },
      { title: 'Frete calculado', description: 'Correios e transportadoras integrados, com regras de frete grátis.' },
      { title: 'Checkout rápido', description: 'Compra em poucos passos, pensada para o celular.' },
      { title: 'Gestão completa', description: 'Produtos, variações, estoque, cupons e pedidos em um só painel.' },
      { title: 'Pronta para marketplaces', description: 'Integração com Mercado Livre, Shopee e outros canais.' },
      { title: 'Segurança', description: 'Certificado SSL, antifraude e conformidade com a LGPD.' },
    ],
    process: [
      {
        step: 'Planejamento da loja',
        description: 'Catálogo, categorias, meios de pagamento, frete e políticas da loja.',
      },
      {
        step: 'Design da experiência',
        description: 'Vitrine, página de produto e checkout desenhados para converter.',
      },
      { step: 'Desenvolvimento e integrações', description: 'Pagamentos, frete, ERP, nota fiscal e marketplaces.' },
      { step: 'Cadastro e testes', description: 'Importação dos produtos e compras de teste de ponta a ponta.' },
      {
        step: 'Lançamento e crescimento',
        description: 'Publicação, treinamento e acompanhamento das primeiras vendas.',
      },
    ],
    faq: [
      {
        question: 'Quanto tempo leva para a loja ficar pronta?',
        answer: 'Uma loja virtual fica pronta em 45 a 90 dias, conforme o número de produtos e de integrações.',
      },
      {
        question: 'Quais formas de pagamento posso aceitar?',
        answer:
          'Pix, cartão de crédito em até 12 vezes, boleto e carteiras digitais, por meio de intermediadores como Mercado Pago, Pagar.me ou Stripe.',
      },
      {
        question: 'Consigo integrar com o meu sistema de gestão?',
        answer: 'Sim. Integramos com os principais ERPs do mercado para sincronizar estoque, pedidos e notas fiscais.',
      },
      {
        question: 'A loja funciona bem no celular?',
        answer: 'Sim. A maioria das compras acontece no celular, por isso todo o projeto começa pelo design mobile.',
      },
    ],
  },
  'landing-pages': {
    slug: 'landing-pages',
    tag: 'landing-page',
    subtitle: 'Landing Pages',
    title: 'Landing pages que transformam cliques em clientes',
    description:
      'Páginas focadas em um único objetivo, com textos persuasivos, carregamento instantâneo e medição completa para as suas campanhas renderem mais.',
    metaTitle: 'Criação de Landing Pages de Alta Conversão',
    metaDescription:
      'Landing pages rápidas e persuasivas para campanhas, lançamentos e captação de leads, integradas ao seu CRM e às ferramentas de anúncios.',
    benefits: [
      { title: 'Foco em conversão', description: 'Estrutura e textos pensados para levar o visitante à ação.' },
      { title: 'Carregamento instantâneo', description: 'Páginas leves que aproveitam cada clique pago.' },
      { title: 'Integração com CRM', description: 'Leads enviados direto para o seu CRM, e-mail ou WhatsApp.' },
      { title: 'Medição completa', description: 'Pixels, eventos e metas configurados para acompanhar o retorno.' },
      { title: 'Testes A/B', description: 'Versões de títulos e ofertas para descobrir o que converte mais.' },
      { title: 'Entrega rápida', description: 'Sua campanha no ar em poucas semanas.' },
    ],
    process: [
      { step: 'Objetivo e oferta', description: 'Definimos o público, a oferta e a ação que o visitante deve tomar.' },
      {
        step: 'Texto persuasivo',
        description: 'Escrevemos a página com benefícios, provas sociais e chamadas claras.',
      },
      { step: 'Design e desenvolvimento', description: 'Layout chamativo e código leve, pronto para anúncios.' },
      { step: 'Integrações e medição', description: 'Formulários, CRM, pixels e eventos de conversão.' },
      { step: 'Otimização', description: 'Acompanhamos os números e testamos melhorias.' },
    ],
    faq: [
      {
        question: 'Quanto tempo leva para criar uma landing page?',
        answer: 'Uma landing page fica pronta em 1 a 3 semanas, do briefing à publicação.',
      },
      {
        question: 'Qual a diferença entre landing page e site?',
        answer:
          'O site apresenta a empresa inteira; a landing page tem um único objetivo, como captar um lead ou vender um produto, e por isso converte mais.',
      },
      {
        question: 'Vocês escrevem os textos?',
        answer: 'Sim. O copywriting faz parte do serviço e é escrito a partir do briefing da sua oferta.',
      },
      {
        question: 'Posso usar a landing page em anúncios do Google e do Instagram?',
        answer:
          'Sim. Configuramos os pixels e eventos de conversão para que as campanhas sejam otimizadas corretamente.',
      },
    ],
  },
  'aplicacoes-web': {
    slug: 'aplicacoes-web',
    tag: 'aplicacao-web',
    subtitle: 'Aplicações Web',
    title: 'Sistemas sob medida para o jeito que a sua empresa trabalha',
    description:
      'Desenvolvemos aplicações web, portais e painéis que automatizam processos, organizam informações e acompanham o crescimento do seu negócio.',
    metaTitle: 'Desenvolvimento de Aplicações Web Sob Medida',
    metaDescription:
      'Desenvolvimento de sistemas web sob medida: portais, painéis, CRMs e plataformas SaaS seguros, escaláveis e fáceis de usar.',
    benefits: [
      { title: 'Feito sob medida', description: 'O sistema se adapta ao seu processo, e não o contrário.' },
      {
        title: 'Acesso de qualquer lugar',
        description: 'Funciona no navegador, sem instalação, em qualquer dispositivo.',
      },
      { title: 'Integrações', description: 'Conversa com ERPs, meios de pagamento, WhatsApp e outras APIs.' },
      { title: 'Segurança', description: 'Controle de acesso por perfil, backups e boas práticas da LGPD.' },
      { title: 'Escalável', description: 'Arquitetura preparada para mais usuários e mais dados.' },
      { title: 'Evolução contínua', description: 'Entregas frequentes e novas funções conforme o negócio pede.' },
    ],
    process: [
      { step: 'Imersão', description: 'Mapeamos o processo atual, os usuários e os problemas a resolver.' },
      { step: 'Protótipo', description: 'Validamos as telas principais com um protótipo navegável.' },
      {
        step: 'Desenvolvimento em ciclos',
        description: 'Entregas a cada duas semanas, com você testando desde o início.',
      },
      { step: 'Implantação', description: 'Migração de dados, treinamento e acompanhamento dos primeiros dias.' },
      { step: 'Suporte e evolução', description: 'Monitoramento, correções e novas funcionalidades.' },
    ],
    faq: [
      {
        question: 'Quanto tempo leva para desenvolver uma aplicação web?',
        answer:
          'Uma aplicação web leva de 2 a 6 meses, conforme a complexidade; a primeira versão utilizável costuma sair nas primeiras semanas.',
      },
      {
        question: 'O sistema será meu?',
        answer:
          'Sim. O código e os dados pertencem à sua empresa, com documentação para que qualquer equipe possa continuar o trabalho.',
      },
      {
        question: 'Funciona no celular?',
        answer:
          'Sim. Todas as telas são responsivas e podem ser instaladas como aplicativo (PWA) quando fizer sentido.',
      },
      {
        question: 'Vocês dão manutenção depois da entrega?',
        answer: 'Sim. Oferecemos planos de suporte e evolução contínua, com monitoramento e backups.',
      },
    ],
  },
  'seo-marketing': {
    slug: 'seo-marketing',
    tag: 'seo-marketing',
    subtitle: 'SEO & Marketing',
    title: 'Seja encontrado por quem procura o que você vende',
    description:
      'Estratégias de SEO, conteúdo e anúncios que colocam a sua empresa nas primeiras posições do Google e trazem clientes qualificados todos os meses.',
    metaTitle: 'SEO e Marketing Digital',
    metaDescription:
      'Consultoria de SEO, produção de conteúdo e gestão de anúncios para aumentar o tráfego orgânico, os leads e as vendas da sua empresa.',
    benefits: [
      { title: 'Auditoria técnica', description: 'Velocidade, indexação e estrutura corrigidas para o Google.' },
      { title: 'Palavras-chave certas', description: 'Pesquisa das buscas que trazem clientes, não só visitas.' },
      { title: 'Conteúdo que ranqueia', description: 'Artigos e páginas escritos para pessoas e para buscadores.' },
      { title: 'SEO local', description: 'Perfil da empresa no Google otimizado para a sua região.' },
      {
        title: 'Anúncios eficientes',
        description: 'Campanhas no Google e nas redes sociais com custo por lead sob controle.',
      },
      { title: 'Relatórios mensais', description: 'Posições, tráfego e conversões explicados de forma clara.' },
    ],
    process: [
      { step: 'Diagnóstico', description: 'Auditoria técnica, análise de concorrentes e pesquisa de palavras-chave.' },
      { step: 'Plano de ação', description: 'Prioridades do trimestre com metas claras.' },
      { step: 'Otimização', description: 'Correções técnicas, páginas otimizadas e dados estruturados.' },
      { step: 'Conteúdo e autoridade', description: 'Produção de conteúdo e estratégias de links.' },
      { step: 'Medição e ajustes', description: 'Relatórios mensais e revisão contínua da estratégia.' },
    ],
    faq: [
      {
        question: 'Em quanto tempo vejo resultados de SEO?',
        answer:
          'Os primeiros resultados de SEO aparecem em 3 a 6 meses, e ficam mais fortes entre 6 e 12 meses de trabalho contínuo.',
      },
      {
        question: 'Vocês garantem a primeira posição no Google?',
        answer:
          'Ninguém pode garantir posições, pois o Google não vende lugares na busca orgânica. Garantimos um trabalho técnico sério e relatórios transparentes.',
      },
      {
        question: 'Preciso investir em anúncios também?',
        answer:
          'Não é obrigatório, mas anúncios trazem resultados imediatos enquanto o SEO amadurece. Recomendamos conforme o seu objetivo e orçamento.',
      },
      {
        question: 'Como acompanho o trabalho?',
        answer:
          'Você recebe um relatório mensal com posições, tráfego, leads e as próximas ações, e tem acesso aos painéis em tempo real.',
      },
    ],
  },
  'automacao-chatbots': {
    slug: 'automacao-chatbots',
    tag: 'automacao-chatbots',
    subtitle: 'Automação & Chatbots',
    title: 'Atendimento 24 horas e processos que rodam sozinhos',
    description:
      'Criamos chatbots no WhatsApp e no site e integramos os seus sistemas para eliminar tarefas repetitivas e responder cada cliente na hora.',
    metaTitle: 'Automação de Processos e Chatbots no WhatsApp',
    metaDescription:
      'Chatbots para WhatsApp e sites, integrações entre sistemas e automação de processos para atender 24 horas e reduzir trabalho manual.',
    benefits: [
      { title: 'Atendimento 24/7', description: 'Respostas imediatas a qualquer hora, inclusive nos fins de semana.' },
      { title: 'WhatsApp oficial', description: 'Integração com a API oficial do WhatsApp Business.' },
      { title: 'Inteligência artificial', description: 'Conversas naturais que entendem o que o cliente quer.' },
      { title: 'Integração entre sistemas', description: 'CRM, ERP, planilhas e e-mail conversando sem cópia e cola.' },
      {
        title: 'Leads qualificados',
        description: 'O chatbot faz as perguntas certas e passa para a equipe no momento certo.',
      },
      { title: 'Relatórios', description: 'Volume de conversas, assuntos e conversões em um painel.' },
    ],
    process: [
      { step: 'Mapeamento', description: 'Identificamos as conversas e tarefas que mais consomem tempo.' },
      { step: 'Roteiro', description: 'Desenhamos os fluxos de conversa e as regras de automação.' },
      { step: 'Integração', description: 'Conectamos WhatsApp, site, CRM e demais sistemas.' },
      { step: 'Testes e treinamento', description: 'Testamos com casos reais e treinamos a equipe.' },
      { step: 'Acompanhamento', description: 'Ajustamos respostas e fluxos a partir das conversas reais.' },
    ],
    faq: [
      {
        question: 'Quanto tempo leva para implantar um chatbot?',
        answer:
          'Um chatbot com os fluxos principais fica pronto em 2 a 6 semanas, conforme as integrações necessárias.',
      },
      {
        question: 'O chatbot substitui a minha equipe?',
        answer:
          'Não. Ele responde às perguntas repetitivas e qualifica os contatos, para que a equipe dedique tempo às conversas que fecham negócios.',
      },
      {
        question: 'Funciona no meu número de WhatsApp atual?',
        answer: 'Sim, na maioria dos casos o número atual pode ser migrado para a API oficial do WhatsApp Business.',
      },
      {
        question: 'Quais sistemas vocês integram?',
        answer: 'CRMs, ERPs, planilhas, e-mail, agendas e praticamente qualquer sistema com API.',
      },
    ],
  },
};

export function getServicePage(slug: string): ServicePage | undefined {
  return Object.hasOwn(SERVICE_PAGES, slug) ? SERVICE_PAGES[slug as ServiceSlug] : undefined;
}
