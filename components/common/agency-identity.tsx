import { isHexColor, readableOn } from '@/lib/brand/color';
import { formatCnpj } from '@/lib/settings/agencia';
import { getAgency } from '@/server/agency/profile';

/** The agency's logo (when it has one) and name, as the public pages' headers show it (its profile). */
export async function AgencyMark({ className = '' }: { className?: string }) {
  const agency = await getAgency();
  return (
    <span className={`inline-flex min-w-0 items-center gap-2 ${className}`} data-testid="agency-mark">
      {agency.logoUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- a small WebP from our own route, already sized
        <img src={agency.logoUrl.pequeno} alt="" width={32} height={32} className="size-8 shrink-0 object-contain" />
      )}
      <span className="truncate">{agency.name}</span>
    </span>
  );
}

type LegalParts = { razaoSocial?: string | null; cnpj?: string | null };

/** "Razão social · CNPJ 00.000.000/0000-00", what the profile has; empty when it has neither. */
export function agencyLegalLine(agency: LegalParts): string {
  return [agency.razaoSocial, agency.cnpj && `CNPJ ${formatCnpj(agency.cnpj)}`].filter(Boolean).join(' · ');
}

/** The agency's legal line (agencyLegalLine); nothing when the profile has neither part. */
export async function AgencyLegalLine({ className = '' }: { className?: string }) {
  const line = agencyLegalLine(await getAgency());
  if (!line) return null;
  return (
    <p className={className} data-testid="agency-legal">
      {line}
    </p>
  );
}

/**
 * D274: the agency's colour as the theme's primary (buttons, links, rings, the brand bands) on the pages that wear
 * the agency's identity, with the text on it in white or ink, whichever reads. A validated #RRGGBB only.
 */
export async function BrandStyle() {
  const color = (await getAgency()).corMarca;
  if (!isHexColor(color)) return null;
  const ink = readableOn(color);
  return (
    <style>{`:root{--primary:${color};--primary-foreground:${ink};--brand:${color};--brand-foreground:${ink};--ring:${color}}`}</style>
  );
}
