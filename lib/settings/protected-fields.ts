import { pixKeyKind } from '@/lib/pix';
import { maskCpf, maskEmail } from '@/lib/signatures/signers';
import { maskPhone } from '@/lib/whatsapp/phone';

/**
 * D180: the profile's fields that decide where money and notices go. Changing one is the owner's alone, asks for
 * the password (or the authenticator's code) again, is kept in a history and is e-mailed to every owner.
 */
export const PROTECTED_FIELDS = ['pixChave', 'representanteEmail', 'email'] as const;
export type ProtectedField = (typeof PROTECTED_FIELDS)[number];

/**
 * D230: the fiscal profile's fields that move the agency's identity with the tax authority (the NFS-e environment
 * and the A1 certificate). Owners and admins change them, with the password (or code) asked again; they are kept in
 * the same history and told to every owner. Their values are descriptions, not secrets: shown as recorded.
 */
export const NFSE_PROTECTED_FIELDS = ['nfseAmbiente', 'nfseCertificado'] as const;
export type NfseProtectedField = (typeof NFSE_PROTECTED_FIELDS)[number];

/** Every field the protected-changes history holds. */
export type HistoryField = ProtectedField | NfseProtectedField;

export type ProtectedChange = { campo: HistoryField; antes: string; depois: string };

/** The protected fields whose value differs between the stored profile and the one to save. */
export function protectedChanges(
  before: Record<ProtectedField, string>,
  after: Record<ProtectedField, string>,
): Array<ProtectedChange & { campo: ProtectedField }> {
  return PROTECTED_FIELDS.filter((campo) => (before[campo] ?? '') !== (after[campo] ?? '')).map((campo) => ({
    campo,
    antes: before[campo] ?? '',
    depois: after[campo] ?? '',
  }));
}

/**
 * A protected value as the history and the owners' e-mail show it (like the signers' CPF and e-mail, D121): enough
 * to recognise it, not to copy it. E-mails keep two letters and the domain, phones the DDD and the last four digits,
 * a CPF its middle digits, a CNPJ its root, a random key its first and last four characters; empty: "(vazio)".
 */
export function maskProtectedValue(value: string): string {
  const text = value.trim();
  if (!text) return '(vazio)';
  const kind = pixKeyKind(text);
  const digits = text.replace(/\D/g, '');
  if (kind === 'email' || (!kind && text.includes('@'))) return maskEmail(text);
  if (kind === 'telefone') return `+55 ${maskPhone(text)}`;
  if (kind === 'cpf') return maskCpf(digits) ?? '***';
  if (kind === 'cnpj') return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/****-**`;
  if (kind === 'aleatoria') return `${text.slice(0, 4)}…${text.slice(-4)}`;
  return '***';
}

/** A recorded value as the history and the owners' e-mail show it: the profile's masked, the fiscal ones as they are. */
export function shownHistoryValue(campo: HistoryField, value: string): string {
  if ((PROTECTED_FIELDS as readonly string[]).includes(campo)) return maskProtectedValue(value);
  return value.trim() || '(vazio)';
}
