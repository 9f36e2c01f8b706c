/**
 * D117 (decision D23): the signers of a signature document, pure rules. A signer is waiting (not yet
 * invited), invited (their link works), signed, refused or cancelled; signing is in order ('sequential': the
 * next signer is invited when the previous one signs) or all at once ('parallel').
 */
export const SIGNER_ROLES = ['parte', 'testemunha', 'aprovador', 'copia'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

export const SIGNER_STATUSES = ['waiting', 'invited', 'signed', 'refused', 'cancelled'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

export const SIGNING_MODES = ['sequential', 'parallel'] as const;
export type SigningMode = (typeof SIGNING_MODES)[number];

/** Colours of the editor's fields, one per signer by position (the list repeats past eight). */
export const SIGNER_COLOURS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2', '#db2777', '#4b5563'];

export function signerColour(position: number): string {
  return SIGNER_COLOURS[(Math.max(position, 1) - 1) % SIGNER_COLOURS.length];
}

export function isSignerRole(value: string): value is SignerRole {
  return (SIGNER_ROLES as readonly string[]).includes(value);
}

/** Who must act for the document to be "Assinado": everyone but a copy (an approver approves by signing). */
export function mustSign(role: string): boolean {
  return role !== 'copia';
}

export type SignerState = { id: string; position: number; role: string; status: string };

/** The signers that count: not cancelled (a replaced signer is cancelled and a new one takes the position). */
export function active<T extends SignerState>(signers: readonly T[]): T[] {
  return signers.filter((s) => s.status !== 'cancelled').sort((a, b) => a.position - b.position);
}

/** Every signer who must sign has signed (and at least one had to). */
export function allRequiredSigned(signers: readonly SignerState[]): boolean {
  const required = active(signers).filter((s) => mustSign(s.role));
  return required.length > 0 && required.every((s) => s.status === 'signed');
}

/**
 * The waiting signers to invite now. Sequential: the first required signer who has not signed, when they are
 * still waiting (nobody when someone refused). Parallel: every waiting required signer. Copies are told at the end.
 */
export function signersToInvite<T extends SignerState>(signers: readonly T[], mode: string): T[] {
  const list = active(signers);
  if (list.some((s) => s.status === 'refused')) return [];
  const pending = list.filter((s) => mustSign(s.role) && s.status !== 'signed');
  if (mode === 'parallel') return pending.filter((s) => s.status === 'waiting');
  const next = pending[0];
  return next && next.status === 'waiting' ? [next] : [];
}

/** May this signer sign now? Invited, and (sequential) every required signer before them has signed. */
export function isTurnOf(signers: readonly SignerState[], signerId: string, mode: string): boolean {
  const list = active(signers);
  const me = list.find((s) => s.id === signerId);
  if (!me || me.status !== 'invited' || !mustSign(me.role)) return false;
  if (mode === 'parallel') return true;
  return list.filter((s) => s.position < me.position && mustSign(s.role)).every((s) => s.status === 'signed');
}

/** `123.456.789-09` → `***.456.789-**`: the public verification page shows the middle digits only (D121). */
export function maskCpf(cpf: string | null): string | null {
  if (!cpf) return null;
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) return '***';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/**
 * An address as the certificate prints it (D168): `198.51.100.20` → `198.51.100.***`, an IPv6 address keeps its
 * first four groups (the network, not the device). The full address stays in the audit trail.
 */
export function maskIp(ip: string | null): string | null {
  if (!ip || ip === '-') return null;
  const v4 = ip.match(/^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/);
  if (v4) return `${v4[1]}.***`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 4).join(':')}:****`;
  return '***';
}

/** `maria.silva@exemplo.com.br` → `ma***@exemplo.com.br`. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
