/**
 * What an LGPD erasure (art. 18, VI) puts in place of a client's personal data, and what it keeps because the
 * law requires the agency to retain it (art. 16, I: legal or regulatory obligation; art. 7, VI: exercise of
 * rights in legal proceedings). The reasons are shown to staff after the erasure.
 */
export const ANON_NAME = 'Titular anonimizado';
export const ANON_TEXT = '[anonimizado]';

export function anonEmail(id: string): string {
  return `anonimizado-${id.replace(/-/g, '').slice(0, 12)}@anonimizado.invalid`;
}

export const KEPT_REASONS = {
  contratos: 'Contratos assinados: prova do negócio e defesa em processo (LGPD art. 7º, VI e art. 16, I).',
  signature_documents:
    'Documentos assinados e suas evidências (nome, e-mail, CPF, IP e navegador de quem assinou): validade da assinatura eletrônica (MP 2.200-2/2001, LGPD art. 16, I).',
  cobrancas:
    'Cobranças pagas: registros fiscais e contábeis guardados por 5 anos (CTN art. 173 e 174; LGPD art. 16, I).',
  pagamentos: 'Pagamentos confirmados: comprovação fiscal do recebimento (LGPD art. 16, I).',
} as const;

export type KeptTable = keyof typeof KEPT_REASONS;
export type KeptItem = { tabela: KeptTable; quantidade: number; motivo: string };

/** The kept list shown to staff: only the tables where something was actually kept. */
export function keptList(counts: Partial<Record<KeptTable, number>>): KeptItem[] {
  return (Object.keys(KEPT_REASONS) as KeptTable[])
    .filter((tabela) => (counts[tabela] ?? 0) > 0)
    .map((tabela) => ({ tabela, quantidade: counts[tabela]!, motivo: KEPT_REASONS[tabela] }));
}
