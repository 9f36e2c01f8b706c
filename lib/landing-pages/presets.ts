import type { TConteudo } from '@/lib/validation/landing-pages';

export type LandingPreset = {
  nome: string;
  urlSlug: string;
  descricao: string;
  conteudo: TConteudo;
  corPrimaria: string;
  corSecundaria: string;
};

/**
 * Document 001 §5: on a new page, choosing site-barato or sites-profissionais prefills name, slug,
 * description, content and colours. Claims from §9: up to 15 business days, 12 months of support,
 * 200+ satisfied clients. `ctaUrl` is the agency's WhatsApp link (§3, §9).
 */
export function landingPreset(template: string, ctaUrl: string): LandingPreset | null {
  if (template === 'site-barato') return siteBarato(ctaUrl);
  if (template === 'sites-profissionais') return sitesProfissionais(ctaUrl);
  return null;
}

function siteBarato(ctaUrl: string): LandingPreset {
  return {
    nome: 'Site Barato e Profissional',
    urlSlug: 'site-barato',
    descricao: 'Site completo para pequenos negócios, com preço que cabe no bolso e entrega rápida.',
    corPrimaria: '#15803d',
    corSecundaria: '#14532d',
    conteudo: {
      titulo: 'Seu negócio na internet sem gastar uma fortuna',
      subtitulo: 'Site profissional, rápido e pronto para vender — com preço de pequeno negócio.',
      hero_text:
        'Chega de perder clientes por não aparecer no Google. Criamos o seu site com visual moderno, botão de WhatsApp e tudo o que você precisa para ser encontrado, entregue em até 15 dias úteis.',
      cta_text: 'Quero meu site agora',
      cta_url: ctaUrl,
      secoes: [
        {
          tipo: 'destaques',
          titulo: 'Tudo o que o seu site precisa, sem surpresas',
          texto: 'Um pacote completo para você começar a vender on-line hoje mesmo.',
          itens: [
            { titulo: 'Visual profissional', texto: 'Layout moderno que passa confiança e combina com a sua marca.' },
            {
              titulo: 'Funciona no celular',
              texto: 'Mais de 80% dos clientes chegam pelo celular: seu site fica perfeito em qualquer tela.',
            },
            { titulo: 'Botão de WhatsApp', texto: 'O cliente fala com você em um toque, sem formulários complicados.' },
            {
              titulo: 'Aparece no Google',
              texto: 'Configuração básica de SEO para você ser encontrado na sua cidade.',
            },
          ],
        },
        {
          tipo: 'passos',
          titulo: 'Como funciona',
          texto: 'Simples, rápido e sem dor de cabeça.',
          itens: [
            { titulo: 'Conversa rápida', texto: 'Você conta sobre o seu negócio pelo WhatsApp em 10 minutos.' },
            { titulo: 'Criamos o seu site', texto: 'Nossa equipe monta textos, imagens e layout para você aprovar.' },
            { titulo: 'Site no ar', texto: 'Publicamos em até 15 dias úteis e você já começa a receber contatos.' },
          ],
        },
        {
          tipo: 'depoimentos',
          titulo: 'Quem fez, recomenda',
          texto: 'Mais de 200 clientes satisfeitos em todo o Brasil.',
          itens: [
            {
              titulo: 'Carla — Confeitaria Doce Lar',
              texto: 'Em um mês o site já tinha se pagado com as encomendas que chegaram pelo WhatsApp.',
            },
            {
              titulo: 'Roberto — Oficina Mecânica RS',
              texto: 'Atendimento rápido e preço justo. Agora os clientes me acham no Google.',
            },
            {
              titulo: 'Juliana — Studio de Pilates',
              texto: 'Ficou lindo e profissional. Recebo elogios dos alunos toda semana.',
            },
          ],
        },
        {
          tipo: 'perguntas',
          titulo: 'Perguntas frequentes',
          texto: '',
          itens: [
            {
              titulo: 'Em quanto tempo meu site fica pronto?',
              texto: 'Em até 15 dias úteis depois que recebemos as informações do seu negócio.',
            },
            {
              titulo: 'Preciso entender de tecnologia?',
              texto: 'Não. Cuidamos de tudo: domínio, hospedagem, textos e publicação.',
            },
            {
              titulo: 'E se eu precisar de ajuda depois?',
              texto: 'Você tem 12 meses de suporte para ajustes e dúvidas.',
            },
          ],
        },
      ],
    },
  };
}

function sitesProfissionais(ctaUrl: string): LandingPreset {
  return {
    nome: 'Sites Profissionais',
    urlSlug: 'sites-profissionais',
    descricao: 'Sites profissionais sob medida que transformam visitantes em clientes.',
    corPrimaria: '#2563eb',
    corSecundaria: '#1e3a8a',
    conteudo: {
      titulo: 'Sites profissionais que transformam visitantes em clientes',
      subtitulo: 'Design sob medida, carregamento ultrarrápido e estratégia para vender mais.',
      hero_text:
        'Sua empresa merece um site à altura da qualidade do seu trabalho. Criamos sites rápidos, bonitos e otimizados para o Google, com entrega em até 15 dias úteis e 12 meses de suporte incluídos.',
      cta_text: 'Solicitar orçamento grátis',
      cta_url: ctaUrl,
      secoes: [
        {
          tipo: 'destaques',
          titulo: 'Por que escolher a nossa agência',
          texto: 'Tecnologia de ponta e atendimento próximo, do briefing ao lançamento.',
          itens: [
            {
              titulo: 'Design exclusivo',
              texto: 'Nada de modelo genérico: cada página é pensada para a sua marca e o seu público.',
            },
            {
              titulo: 'Velocidade máxima',
              texto: 'Sites que carregam em menos de 2 segundos e não deixam o cliente ir embora.',
            },
            {
              titulo: 'Pronto para o Google',
              texto: 'SEO técnico desde o primeiro dia para você aparecer nas buscas certas.',
            },
            {
              titulo: 'Foco em conversão',
              texto: 'Chamadas, formulários e WhatsApp posicionados para gerar contatos.',
            },
          ],
        },
        {
          tipo: 'depoimentos',
          titulo: 'Mais de 200 clientes satisfeitos',
          texto: 'Empresas de todos os tamanhos já cresceram com a gente.',
          itens: [
            {
              titulo: 'Marcos Andrade — Andrade Advocacia',
              texto: 'O novo site dobrou os pedidos de consulta em três meses. Profissionalismo do início ao fim.',
            },
            {
              titulo: 'Fernanda Lima — Clínica Bem Viver',
              texto: 'Entregaram antes do prazo e o suporte responde no mesmo dia. Recomendo de olhos fechados.',
            },
            {
              titulo: 'Paulo Souza — PS Engenharia',
              texto: 'Finalmente um site que representa o tamanho da nossa empresa. Os clientes notaram a diferença.',
            },
          ],
        },
        {
          tipo: 'passos',
          titulo: 'Do briefing ao site no ar em até 15 dias úteis',
          texto: 'Um processo claro, com você acompanhando cada etapa.',
          itens: [
            { titulo: 'Briefing', texto: 'Entendemos o seu negócio, seus concorrentes e seus objetivos.' },
            { titulo: 'Design', texto: 'Você aprova o layout antes de qualquer linha de código.' },
            { titulo: 'Desenvolvimento', texto: 'Construímos o site com as melhores práticas de desempenho e SEO.' },
            { titulo: 'Lançamento e suporte', texto: 'Publicamos o site e seguimos ao seu lado por 12 meses.' },
          ],
        },
        {
          tipo: 'perguntas',
          titulo: 'Dúvidas frequentes',
          texto: '',
          itens: [
            {
              titulo: 'Quanto tempo leva para o site ficar pronto?',
              texto: 'Em até 15 dias úteis após a aprovação do briefing.',
            },
            {
              titulo: 'O site funciona bem no celular?',
              texto: 'Sim. Todos os nossos sites são responsivos e testados em celulares, tablets e computadores.',
            },
            {
              titulo: 'Vocês oferecem suporte depois da entrega?',
              texto: 'Sim, 12 meses de suporte incluídos para ajustes, dúvidas e atualizações.',
            },
            {
              titulo: 'Posso editar o conteúdo depois?',
              texto: 'Pode. Entregamos o site com treinamento para você atualizar textos e imagens quando quiser.',
            },
          ],
        },
      ],
    },
  };
}
