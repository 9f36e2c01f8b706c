/** The eight phrases of the hero's typing animation (document 000 §2.3, §9). */
export const HERO_PHRASES: readonly string[] = [
  'Sites Institucionais',
  'Lojas Virtuais',
  'Landing Pages',
  'Aplicações Web',
  'Estratégias de SEO',
  'Chatbots no WhatsApp',
  'Automações Inteligentes',
  'Resultados Reais',
];
