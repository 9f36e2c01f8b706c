import { onlyDigits } from '@/lib/text';
import { formatCpf, isValidCpf } from '@/lib/validation/documento';

/** The person who signs a client's contracts (D160): a name, a CPF, an e-mail and, when known, a mobile. */
export type SigningPerson = { nome: string; cpf: string; email: string; celular: string | null };

type ClientFields = {
  nome: string;
  email: string | null;
  telefone: string | null;
  documento: string | null;
  assinanteNome: string | null;
  assinanteCpf: string | null;
  assinanteEmail: string | null;
  assinanteCelular: string | null;
};

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * Who signs for a client (D160). The record's "pessoa que assina" when it is complete (name, valid CPF, e-mail);
 * otherwise a client registered with a CPF signs for itself, with its own e-mail and phone; a company (CNPJ) or a
 * client without e-mail has nobody yet, and the send step asks for the person.
 */
export function signingPersonOf(client: ClientFields): SigningPerson | null {
  if (!blank(client.assinanteNome) && isValidCpf(client.assinanteCpf ?? '') && !blank(client.assinanteEmail))
    return {
      nome: client.assinanteNome!.trim(),
      cpf: formatCpf(onlyDigits(client.assinanteCpf!)),
      email: client.assinanteEmail!.trim().toLowerCase(),
      celular: blank(client.assinanteCelular) ? null : client.assinanteCelular!.trim(),
    };
  const digits = onlyDigits(client.documento ?? '');
  if (digits.length === 11 && isValidCpf(digits) && !blank(client.email))
    return {
      nome: client.nome.trim(),
      cpf: formatCpf(digits),
      email: client.email!.trim().toLowerCase(),
      celular: blank(client.telefone) ? null : client.telefone!.trim(),
    };
  return null;
}
