/**
 * D44: /pagamento/erro?mensagem= takes only these reason codes; the page shows our text for
 * the code, never text from the address (anyone could send a link with their own words on our page).
 */
export const FAILURE_REASONS = [
  'recusado',
  'cancelado',
  'expirado',
  'valor_divergente',
  'indisponivel',
  'conexao',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The known code of `?mensagem=`, or null (the page then shows the tipo's own message). */
export function failureReason(value: string | null | undefined): FailureReason | null {
  const code = (value ?? '').trim().toLowerCase();
  return (FAILURE_REASONS as readonly string[]).includes(code) ? (code as FailureReason) : null;
}
