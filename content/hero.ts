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

/** One statistic under the hero's buttons: its value in bold, its label under it. */
export type HeroStat = { value: string; label: string; hidden: boolean };

/**
 * The hero's other lines, the defaults of the site editor (D261): the frame around the typing phrases
 * ("Criamos … que fazem sua empresa crescer"), the line above it, the subtitle, and the three statistics that
 * carry document 001 §9's marketing claims (200+ satisfied clients, delivery in up to 15 business days,
 * 12 months of support). The buttons Ver Portfólio and Solicitar Orçamento are document 000 §2.3's labels and
 * stay in the catalogue.
 */
export const HERO_TEXT: {
  eyebrow: string;
  title: string;
  titleEnd: string;
  subtitle: string;
  stats: readonly HeroStat[];
} = {
  eyebrow: 'Agência de desenvolvimento web',
  title: 'Criamos',
  titleEnd: 'que fazem sua empresa crescer',
  subtitle:
    'Design exclusivo, tecnologia moderna e foco em resultado: do primeiro rascunho ao suporte depois do lançamento.',
  stats: [
    { value: '200+', label: 'clientes satisfeitos', hidden: false },
    { value: 'até 15 dias úteis', label: 'para entregar seu site', hidden: false },
    { value: '12 meses', label: 'de suporte incluído', hidden: false },
  ],
};
