import { onlyDigits } from '@/lib/text';
import { isValidCnpj, isValidCpf } from '@/lib/validation/documento';

/** The API Pix `devedor` of a cobv: a name with a CPF (PessoaFisica) or a CNPJ (PessoaJuridica), never both. */
export type PixDevedor = { nome: string; cpf: string } | { nome: string; cnpj: string };

export type DevedorResult = { ok: true; devedor: PixDevedor } | { ok: false; reason: 'documento' | 'nome' };

/** The schema's limit for `devedor.nome`. */
const MAX_NOME = 200;

/**
 * The debtor from the client record: the document decides CPF (11 digits with valid check digits) or CNPJ
 * (14 digits with valid check digits); punctuation is ignored. A cobv cannot be made without one, so a missing
 * or invalid document is a refusal that the caller turns into its message.
 */
export function devedorFromClient(client: {
  nome: string | null | undefined;
  documento: string | null | undefined;
}): DevedorResult {
  const nome = (client.nome ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_NOME).trim();
  if (!nome) return { ok: false, reason: 'nome' };
  const digits = onlyDigits(client.documento);
  if (digits.length === 11 && isValidCpf(digits)) return { ok: true, devedor: { nome, cpf: digits } };
  if (digits.length === 14 && isValidCnpj(digits)) return { ok: true, devedor: { nome, cnpj: digits } };
  return { ok: false, reason: 'documento' };
}
