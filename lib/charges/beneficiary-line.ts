/**
 * Document 001 §2.8: the Pix card shows the beneficiary name and city "when present", whether or not a
 * Pix code could be built from them (D50). Null when neither is known.
 */
export function beneficiaryLine(name: string | null | undefined, city: string | null | undefined): string | null {
  const parts = [name, city].map((v) => v?.trim()).filter((v): v is string => Boolean(v));
  return parts.length ? parts.join(' — ') : null;
}
