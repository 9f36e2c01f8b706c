import { buildPixBrCode, pixKeyKind } from '@/lib/pix';

/**
 * D170: the one payable Pix of a charge, which every channel shows (the public page, the portal, the charge e-mail,
 * the régua's reminders, the WhatsApp text, the PDF):
 * - the cobv's own code ("copia e cola" of its location) while it is ATIVA at the PSP: it settles by itself;
 * - with a PSP configured and no cobv yet (`pendente`: an automatic step's charge, registered seconds later), none:
 *   a static code then would be a second code for one charge, and would not settle;
 * - with a PSP and no cobv at all (a client without a valid CPF/CNPJ, a refusal), the static BR Code of the
 *   profile's key: a charge under a PSP carries no key of its own (D131), so a key stored on it is never read;
 * - without a PSP, the static BR Code of the charge's own key when it has one, else of the profile's key.
 * Pure: the caller passes the profile's Pix values and whether a PSP is configured (server/charges/public.ts).
 */
export type AgencyPix = { key: string; beneficiary: string; city: string };

export type PayableCharge = {
  formaPagamento: string;
  numeroCobranca: string;
  chavePix: string | null;
  codigoPix: string | null;
  nomeBeneficiario: string | null;
  cidadeBeneficiario: string | null;
  pixStatus: string | null;
  pixCopiaECola: string | null;
};

export type PayablePix = {
  /** The code to copy and to draw as a QR code; null when the charge has none to pay today. */
  brCode: string | null;
  /** The static code's key (null for a cobv's code). */
  key: string | null;
  beneficiary: string;
  city: string;
  /** Whether it is the cobv's code (settles by itself) rather than a static one. */
  dynamic: boolean;
  /** Without a PSP, the key (or payment link) to type by hand, and the charge's alternative key, as typed. */
  ownKey: string | null;
  altKey: string | null;
};

export function payablePix(
  charge: PayableCharge,
  agency: AgencyPix,
  psp: boolean,
  /** The amount a static code carries: the total due today (value, or after the due date with fine and interest). */
  total: number,
): PayablePix | null {
  if (charge.formaPagamento !== 'pix') return null;
  if (charge.pixStatus === 'ATIVA' && charge.pixCopiaECola)
    return {
      brCode: charge.pixCopiaECola,
      key: null,
      beneficiary: agency.beneficiary,
      city: agency.city,
      dynamic: true,
      ownKey: null,
      altKey: null,
    };
  const beneficiary = (psp ? null : charge.nomeBeneficiario) || agency.beneficiary;
  const city = (psp ? null : charge.cidadeBeneficiario) || agency.city;
  const none = { brCode: null, key: null, beneficiary, city, dynamic: false, ownKey: null, altKey: null };
  if (psp && charge.pixStatus === 'pendente') return none;
  const own = psp ? [] : [charge.chavePix, charge.codigoPix];
  const key = [...own, agency.key].find((k) => pixKeyKind(k)) ?? null;
  const brCode = key
    ? buildPixBrCode({ key, centavos: total, beneficiary, city, txid: charge.numeroCobranca.replace(/\W/g, '') })
    : null;
  const ownKey = psp ? null : charge.chavePix?.trim() || key;
  const altKey = psp || !charge.codigoPix || charge.codigoPix === charge.chavePix ? null : charge.codigoPix;
  return { ...none, brCode, key, ownKey, altKey };
}
