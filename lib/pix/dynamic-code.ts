import { createDynamicPix, hasError } from 'pix-utils';
import { pixText } from '@/lib/pix';

/**
 * A dynamic BR Code: the payer's app reads the location (tag 26, sub-tag 25, without a scheme) and fetches the
 * charge's JWS there. PSPs return it as `pixCopiaECola`; the sandbox and the stand-in PSP make theirs here.
 */
export function buildDynamicPixBrCode(input: { location: string; beneficiary: string; city: string }): string | null {
  const merchantName = pixText(input.beneficiary, 25);
  const merchantCity = pixText(input.city, 15);
  const url = input.location.replace(/^https?:\/\//, '');
  if (!merchantName || !merchantCity || !url || url.length > 77) return null;
  const pix = createDynamicPix({ merchantName, merchantCity, url });
  return hasError(pix) ? null : pix.toBRCode();
}
