import type { PromoSlide } from './types';

/** The rotating promo carousel's three slides (document 000 §2.3). */
export const PROMO_SLIDES: readonly PromoSlide[] = [
  {
    id: 'design-exclusivo',
    eyebrow: 'Designs exclusivos',
    title: 'Nada de templates prontos',
    text: 'Cada projeto nasce do zero, com um visual pensado para a sua marca e para o seu cliente.',
    cta: 'Quero um design exclusivo',
  },
  {
    id: 'processo-personalizado',
    eyebrow: 'Processo personalizado',
    title: 'Você acompanha cada etapa',
    text: 'Reuniões de alinhamento, protótipo navegável e aprovação antes do código: sem surpresas no caminho.',
    cta: 'Conversar sobre meu projeto',
  },
  {
    id: 'garantia-originalidade',
    eyebrow: 'Garantia de originalidade',
    title: 'Seu site é só seu',
    text: 'Código e layout originais, entregues em até 15 dias úteis, com 12 meses de suporte incluídos.',
    cta: 'Solicitar Orçamento',
  },
];
