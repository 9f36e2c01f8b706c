/** The project column's limit (lib/validation/projects.ts). */
const MAX_NAME = 200;

/** "Contrato — ", "Contrato - ", "contrato: ": how a contract's name says that it is one (server/pipeline/generate-contract.ts). */
const CONTRACT_PREFIX = /^\s*contrato\s*[—–:-]\s*/i;

/**
 * The name of the work a signed contract starts (D208), for its project card: the title of the proposal it came
 * from, else the contract's own name without "Contrato — "; the contract's name as it is when nothing is left.
 */
export function workNameOf(input: { proposta?: string | null; contrato: string }): string {
  const fromProposal = input.proposta?.trim();
  if (fromProposal) return fromProposal.slice(0, MAX_NAME);
  const contract = input.contrato.trim();
  return (contract.replace(CONTRACT_PREFIX, '').trim() || contract).slice(0, MAX_NAME);
}
