import { z } from '@/lib/zod';

/** Document 000 §3, installment_details. installment_value in centavos (D5). */
export type InstallmentDetails = {
  installments: number;
  installment_value: number;
  installment_dates: string[];
  paid_installments: boolean[];
};

/** Defaults of document 000 §5: installments 1, installment_value 0. */
export const DEFAULT_INSTALLMENTS: InstallmentDetails = {
  installments: 1,
  installment_value: 0,
  installment_dates: [''],
  paid_installments: [false],
};

const MAX_INSTALLMENTS = 120;
// Built once: a zod schema per call cost the board ~8% of its render (two per card, D87).
const COUNT = z.coerce.number().int().min(0).max(MAX_INSTALLMENTS);
const AMOUNT = z.coerce.number().finite().min(0);

/**
 * Stored jsonb as the screens use it: wrong types fall back to defaults, and the two lists are made
 * as long as the count (padded with an empty date and an unpaid flag) so that every row is whole.
 */
export function normalizeInstallments(value: unknown): InstallmentDetails {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const dates = Array.isArray(raw.installment_dates)
    ? raw.installment_dates.map((d) => (typeof d === 'string' ? d : ''))
    : [];
  const paid = Array.isArray(raw.paid_installments) ? raw.paid_installments.map((p) => p === true) : [];
  const parsedCount = COUNT.safeParse(raw.installments);
  const count = parsedCount.success
    ? parsedCount.data
    : Math.max(dates.length, paid.length, DEFAULT_INSTALLMENTS.installments);
  const amount = AMOUNT.safeParse(raw.installment_value);
  return {
    installments: count,
    installment_value: amount.success ? Math.round(amount.data) : 0,
    installment_dates: Array.from({ length: count }, (_, i) => dates[i] ?? ''),
    paid_installments: Array.from({ length: count }, (_, i) => paid[i] ?? false),
  };
}

/** "Adicionar parcela": appends an empty date and an unpaid flag (document 000 §4). */
export function addInstallment(details: InstallmentDetails): InstallmentDetails {
  if (details.installments >= MAX_INSTALLMENTS) return details;
  return {
    ...details,
    installments: details.installments + 1,
    installment_dates: [...details.installment_dates, ''],
    paid_installments: [...details.paid_installments, false],
  };
}

/** Removing one deletes the matching date and flag and lowers the count (document 000 §4). */
export function removeInstallment(details: InstallmentDetails, index: number): InstallmentDetails {
  if (index < 0 || index >= details.installments) return details;
  return {
    ...details,
    installments: details.installments - 1,
    installment_dates: details.installment_dates.filter((_, i) => i !== index),
    paid_installments: details.paid_installments.filter((_, i) => i !== index),
  };
}

/** "X de N pagas". */
export function installmentProgress(details: Pick<InstallmentDetails, 'installments' | 'paid_installments'>): {
  paid: number;
  total: number;
  percent: number;
} {
  const total = details.installments;
  const paid = details.paid_installments.slice(0, total).filter(Boolean).length;
  return { paid, total, percent: total > 0 ? Math.round((paid / total) * 100) : 0 };
}

/**
 * Document 000 §5: "numeric amounts that cannot be parsed become 0". Accepts "1.500,50", "1500,5",
 * "1500.50", "R$ 1.500"; answers centavos (D5). Negative amounts are not amounts: 0.
 */
export function parseAmount(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) && text > 0 ? Math.round(text * 100) : 0;
  let value = (text ?? '').replace(/R\$|\s/g, '');
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  else if ((value.match(/\./g) ?? []).length > 1) value = value.replace(/\./g, '');
  if (!/^\d*\.?\d*$/.test(value) || value === '' || value === '.') return 0;
  const reais = Number(value);
  return Number.isFinite(reais) && reais > 0 ? Math.round(reais * 100) : 0;
}

/** Centavos as the amount field shows them: "1500,50" (no currency sign, no thousands). */
export function amountToText(centavos: number | null | undefined): string {
  if (!centavos || !Number.isFinite(centavos)) return '';
  return (centavos / 100).toFixed(2).replace('.', ',');
}
