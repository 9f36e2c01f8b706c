import type { ServiceCard, ServiceSlug } from './types';

/** The six services of the home page and the header's Serviços menu (document 000 §1, §2.3). */
export const SERVICES: readonly ServiceCard[] = [
  {
    slug: 'sites-institucionais',
    tag: 'site-institucional',
    title: 'Sites Institucionais',
    description:
      'Sites profissionais que transmitem credibilidade, aparecem no Google e transformam visitas em contatos.',
    icon: 'building',
    href: '/servicos/sites-institucionais',
    colour: '#4338ca',
  },
  {
    slug: 'e-commerce',
    tag: 'ecommerce',
    title: 'E-commerce',
    description: 'Lojas virtuais rápidas e seguras, com Pix, cartão, boleto e gestão simples de produtos e pedidos.',
    icon: 'cart',
    href: '/servicos/e-commerce',
    colour: '#047857',
  },
  {
    slug: 'landing-pages',
    tag: 'landing-page',
    title: 'Landing Pages',
    description: 'Páginas de alta conversão para campanhas, lançamentos e captação de leads.',
    icon: 'rocket',
    href: '/servicos/landing-pages',
    colour: '#c2410c',
  },
  {
    slug: 'aplicacoes-web',
    tag: 'aplicacao-web',
    title: 'Aplicações Web',
    description: 'Sistemas sob medida, portais e painéis que automatizam processos e organizam o seu negócio.',
    icon: 'app',
    href: '/servicos/aplicacoes-web',
    colour: '#6d28d9',
  },
  {
    slug: 'seo-marketing',
    tag: 'seo-marketing',
    title: 'SEO & Marketing',
    description: 'Estratégias de SEO, conteúdo e anúncios para atrair clientes qualificados todos os meses.',
    icon: 'chart',
    href: '/servicos/seo-marketing',
    colour: '#0e7490',
  },
  {
    slug: 'automacao-chatbots',
    tag: 'automacao-chatbots',
    title: 'Automação & Chatbots',
    description: 'Chatbots no WhatsApp e integrações que atendem 24 horas e eliminam trabalho repetitivo.',
    icon: 'bot',
    href: '/servicos/automacao-chatbots',
    colour: '#be185d',
  },
];

export const SERVICE_SLUGS = SERVICES.map((s) => s.slug);

export function getService(slug: string): ServiceCard | undefined {
  return SERVICES.find((s) => s.slug === slug);
}

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return SERVICES.some((s) => s.slug === slug);
}
