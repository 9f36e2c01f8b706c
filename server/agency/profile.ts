import 'server-only';
import { eq } from 'drizzle-orm';
import { AGENCY_DEFAULTS, type Agency } from '@/lib/agency';
import { pixKeyKind } from '@/lib/pix';
import type { ContractAgency } from '@/lib/pipeline/contract-fields';
import { AGENCIA_SECTION, addressLine, formatCnpj, ZAgencia, type TAgencia } from '@/lib/settings/agencia';
import { onlyDigits } from '@/lib/text';
import { getDb, type Db } from '@/server/platform/db/client';
import { configuracoes } from '@/server/platform/db/schema';
import { envRecord } from '@/server/platform/env';

/**
 * The agency's profile (settings section `agencia`) as every reader wants it: the stored fields plus the
 * derived values of the old environment-based `Agency` (name, e-mail, phone, wa.me digits, hours), the logo's
 * public URLs and the Pix values of the BR Code (D14). Until the profile is first saved, the AGENCY_* / PIX_*
 * variables seed it (a new install keeps working as configured).
 */
export type AgencyProfile = TAgencia &
  Agency & {
    logoUrl: { grande: string; pequeno: string } | null;
    pix: { key: string; beneficiary: string; city: string };
    /** Whether a Pix charge can be paid: a key of a known kind. */
    hasPixKey: boolean;
    /** Whether the row exists (saved at least once). */
    saved: boolean;
  };

/** What a new install starts from: the environment, else the demo defaults. */
export function seedFromEnv(source: Record<string, string | undefined> = envRecord()): TAgencia {
  const read = (name: string) => source[name]?.trim() || '';
  return ZAgencia.parse({
    nomeFantasia: read('AGENCY_NAME') || AGENCY_DEFAULTS.name,
    email: read('AGENCY_EMAIL') || AGENCY_DEFAULTS.email,
    telefone: read('AGENCY_PHONE') || AGENCY_DEFAULTS.phone,
    whatsapp: read('AGENCY_WHATSAPP') || AGENCY_DEFAULTS.whatsapp,
    horario: AGENCY_DEFAULTS.hours,
    pixChave: read('PIX_KEY'),
    pixBeneficiario: read('PIX_BENEFICIARY'),
    pixCidade: read('PIX_CITY'),
  });
}

/** Digits with the country code, for wa.me links. */
const waDigits = (value: string) => {
  const digits = onlyDigits(value);
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
};

/** The public address of a logo rendition (app/api/agencia/logo/[tamanho]/route.ts), its version busting caches. */
export const logoPath = (size: 'grande' | 'pequeno', versao: string) => `/api/agencia/logo/${size}?v=${versao}`;

export function toProfile(stored: TAgencia, saved: boolean): AgencyProfile {
  const name = stored.nomeFantasia || AGENCY_DEFAULTS.name;
  const key = pixKeyKind(stored.pixChave) ? stored.pixChave : '';
  return {
    ...stored,
    name,
    email: stored.email || AGENCY_DEFAULTS.email,
    phone: stored.telefone || AGENCY_DEFAULTS.phone,
    whatsapp: waDigits(stored.whatsapp) || AGENCY_DEFAULTS.whatsapp,
    hours: stored.horario || AGENCY_DEFAULTS.hours,
    logoUrl: stored.logo
      ? { grande: logoPath('grande', stored.logo.versao), pequeno: logoPath('pequeno', stored.logo.versao) }
      : null,
    pix: {
      key,
      beneficiary: stored.pixBeneficiario || stored.razaoSocial || name,
      city: stored.pixCidade || stored.cidade || 'São Paulo',
    },
    hasPixKey: key !== '',
    saved,
  };
}

/** The profile read in `db` (a transaction sees its own write). */
export async function loadAgencyProfile(db: Db): Promise<AgencyProfile> {
  const [row] = await db
    .select({ valor: configuracoes.valor })
    .from(configuracoes)
    .where(eq(configuracoes.secao, AGENCIA_SECTION));
  return row ? toProfile(ZAgencia.parse(row.valor ?? {}), true) : toProfile(seedFromEnv(), false);
}

/**
 * The profile as readers get it: kept in this process (D100 in docs/decisions.md). Mails, PDFs and BR Codes
 * are made inside transactions, and on PGlite a query through another handle there would wait for ever
 * (server/action.ts), so a reader must not query: it takes the kept profile, refreshed in the background
 * once older than PROFILE_TTL_MS (another instance's save shows here within that time), replaced at once by a save
 * here (primeAgencyProfile), and loaded at start (server/bootstrap.ts). Only the very first read of a
 * process queries, bounded by COLD_READ_MS: past it, the environment seed answers.
 *
 * `next build` renders the static pages without opening the database (STACK-NOTES 2, 4): they take the seed, and
 * saving the profile regenerates them. A database that does not answer gives the seed too.
 */
const PROFILE_TTL_MS = 30_000;
const COLD_READ_MS = 3_000;
type Kept = { value: AgencyProfile; at: number; refreshing?: Promise<void> };
const holder = globalThis as unknown as { __agencyProfile?: Kept };

async function refresh(): Promise<AgencyProfile> {
  const value = await loadAgencyProfile(await getDb());
  holder.__agencyProfile = { value, at: Date.now() };
  return value;
}

export function primeAgencyProfile(value: AgencyProfile): void {
  holder.__agencyProfile = { value, at: Date.now() };
}

/** Tests: forget the kept profile. */
export function forgetAgencyProfile(): void {
  holder.__agencyProfile = undefined;
}

export async function getAgency(): Promise<AgencyProfile> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return toProfile(seedFromEnv(), false);
  const kept = holder.__agencyProfile;
  if (kept) {
    if (Date.now() - kept.at > PROFILE_TTL_MS && !kept.refreshing)
      kept.refreshing = refresh()
        .then(() => undefined)
        .catch((error) => {
          kept.refreshing = undefined;
          console.error('[agency] profile refresh failed', error);
        });
    return kept.value;
  }
  try {
    return await Promise.race([
      refresh(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('cold read timed out')), COLD_READ_MS)),
    ]);
  } catch (error) {
    console.error('[agency] profile unreadable, using the environment seed', error);
    return toProfile(seedFromEnv(), false);
  }
}

/** The contracted party of every contract template (lib/pipeline/contract-fields.ts), from the profile. */
export function contractAgency(p: AgencyProfile): ContractAgency {
  const city = [p.cidade, p.uf].filter(Boolean).join(' - ');
  return {
    nome: p.name,
    razaoSocial: p.razaoSocial,
    documento: p.cnpj ? formatCnpj(p.cnpj) : '',
    endereco: addressLine(p),
    representante: p.representanteNome,
    foro: p.cidadeForo || city,
  };
}
