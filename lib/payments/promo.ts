/** Promo codes (D35, document 001 §3 Promo verification result, §8 Promo). Pure rules. */
export type PromoKind = 'percentual' | 'fixo';

export type PromoCode = {
  codigo: string;
  tipo: string;
  /** Whole percent for percentual, centavos for fixo. */
  valor: number;
  ativo: boolean;
  validoAte: string | null;
  maxUsos: number | null;
  usos: number;
};

export type PromoRefusal = 'notFound' | 'inactive' | 'expired' | 'exhausted';

/** Codes are compared in upper case without surrounding spaces. */
export function normalizePromoCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** Why a code cannot be used today (São Paulo day, D6), or null when it can. The expiry day itself still counts. */
export function promoRefusal(code: PromoCode | null, today: string): PromoRefusal | null {
  if (!code) return 'notFound';
  if (!code.ativo) return 'inactive';
  if (code.validoAte && code.validoAte < today) return 'expired';
  if (code.maxUsos !== null && code.usos >= code.maxUsos) return 'exhausted';
  return null;
}

/**
 * The discount in centavos for an amount in centavos: a percentage rounds to the centavo; neither kind
 * takes the total below R$ 0,01 (the minimum value of document 001 §9).
 */
export function promoDiscount(code: Pick<PromoCode, 'tipo' | 'valor'>, centavos: number): number {
  const raw = code.tipo === 'fixo' ? code.valor : Math.round((centavos * code.valor) / 100);
  return Math.max(0, Math.min(raw, centavos - 1));
}
