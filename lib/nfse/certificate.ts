import { fill } from '@/lib/fill';
import { formatDate } from '@/lib/format';
import { nfseErrorText } from '@/lib/messages';

/**
 * D228: what the fiscal screen and the upload know of an A1 certificate without reading it: the size an upload may
 * have, the CNPJ an ICP-Brasil e-CNPJ names in its subject, and how close its expiry is. The reading itself (the
 * PKCS#12, its password, the re-encoding) is server/nfse/certificate.ts.
 */

/** An A1 certificate file is a few kilobytes (the key, the certificate and its chain); 50 KB is far above it. */
export const CERTIFICATE_MAX_BYTES = 50 * 1024;

/** Below this many days the screen warns that the certificate is about to expire. */
export const CERTIFICATE_WARNING_DAYS = 30;

/** The ICP-Brasil otherName of subjectAltName that carries a legal person's CNPJ (DOC-ICP-04). */
export const OID_ICP_BRASIL_CNPJ = '2.16.76.1.3.3';

/**
 * An e-CNPJ's subject CN is "RAZÃO SOCIAL:CNPJ": the holder's name and the 14 digits after the last colon.
 * Null when the CN does not end that way.
 */
export function parseIcpBrasilCommonName(cn: string): { titular: string; cnpj: string } | null {
  const match = /^(.*):\s*(\d{14})\s*$/.exec(cn.trim());
  return match ? { titular: match[1].trim(), cnpj: match[2] } : null;
}

/** The 14 digits of a CNPJ held in an otherName's value (some issuers pad or punctuate it), or null. */
export function cnpjFromOtherNameValue(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits.length === 14 ? digits : null;
}

/** Whole days from `now` until `validoAte` (negative once expired). */
export function daysUntil(validoAte: Date, now: Date): number {
  return Math.floor((validoAte.getTime() - now.getTime()) / 86_400_000);
}

export type CertificateStanding = { kind: 'valido' } | { kind: 'vencendo'; dias: number } | { kind: 'vencido' };

/** Valid, expiring within CERTIFICATE_WARNING_DAYS, or expired. */
export function certificateStanding(validoAte: Date, now: Date): CertificateStanding {
  if (validoAte.getTime() <= now.getTime()) return { kind: 'vencido' };
  const dias = daysUntil(validoAte, now);
  return dias < CERTIFICATE_WARNING_DAYS ? { kind: 'vencendo', dias } : { kind: 'valido' };
}

/** What a certificate must be for the agency to keep it: its e-CNPJ, valid today. Null when it may be kept. */
export function certificateRefusal(
  info: { cnpj: string | null; validoDe: Date; validoAte: Date },
  agencyCnpj: string,
  now: Date,
): string | null {
  const e = nfseErrorText;
  if (info.validoAte.getTime() <= now.getTime())
    return fill(e.certificadoVencido, { data: formatDate(info.validoAte) });
  if (info.validoDe.getTime() > now.getTime()) return fill(e.certificadoFuturo, { data: formatDate(info.validoDe) });
  if (!info.cnpj) return e.certificadoSemCnpj;
  if (info.cnpj !== agencyCnpj)
    return fill(e.certificadoOutroCnpj, { cnpj: formatCnpjDigits(info.cnpj), agencia: formatCnpjDigits(agencyCnpj) });
  return null;
}

const formatCnpjDigits = (digits: string) => digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
