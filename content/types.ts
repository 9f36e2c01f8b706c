/** The six service tags of document 000 §2.10 / §3: a portfolio project carries one or more. */
export const SERVICE_TAGS = [
  'site-institucional',
  'ecommerce',
  'landing-page',
  'aplicacao-web',
  'seo-marketing',
  'automacao-chatbots',
] as const;
export type ServiceTag = (typeof SERVICE_TAGS)[number];

/** Portfolio project (document 000 §3): static, built in, ids "1" to "21". */
export type PortfolioProject = {
  id: string;
  title: string;
  description: string;
  /** Card image; `imageUrl` is the first fallback (document 000 §4, image fallback order). */
  image: string;
  imageUrl: string;
  tags: ServiceTag[];
  websiteUrl: string;
  client: string;
  year: number;
  /** Also read as descriptionLong by the earlier product. */
  detailedDescription: string;
  technologies: string[];
  demoUrl: string;
  features?: string[];
  achievements?: string[];
};

export type ServiceSlug =
  'sites-institucionais' | 'e-commerce' | 'landing-pages' | 'aplicacoes-web' | 'seo-marketing' | 'automacao-chatbots';

export type ServiceIcon = 'building' | 'cart' | 'rocket' | 'app' | 'chart' | 'bot';

/** Service card (document 000 §3): title, description, icon, href, colour. */
export type ServiceCard = {
  slug: ServiceSlug;
  tag: ServiceTag;
  title: string;
  description: string;
  icon: ServiceIcon;
  href: string;
  /** Brand colour of the service, a CSS colour. */
  colour: string;
};

/** Process step (document 000 §3): number, title, description, details. */
export type ProcessStep = { number: number; title: string; description: string; details: string[] };

export type PromoSlide = { id: string; eyebrow: string; title: string; text: string; cta: string };

/** Service content (document 001 §3): benefits, process, FAQ; fixed copy per page (§2.16). */
export type ServicePage = {
  slug: ServiceSlug;
  tag: ServiceTag;
  title: string;
  subtitle: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  benefits: Array<{ title: string; description: string }>;
  process: Array<{ step: string; description: string }>;
  faq: Array<{ question: string; answer: string }>;
  /** Optional extra content between the benefits and the process (document 001 §2.16). */
  extra?: { title: string; items: string[] };
  ctaText?: string;
};
