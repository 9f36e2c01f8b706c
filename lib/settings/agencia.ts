import { z } from '@/lib/zod';
import { agencyProfileText } from '@/messages/agency';
import { normalizePixKey, pixKeyKind, pixText } from '@/lib/pix';
import { onlyDigits } from '@/lib/text';
import { isValidCnpj, isValidCpf } from '@/lib/validation/documento';
import { contrastOnWhite, DEFAULT_BRAND_COLOR, isHexColor, MIN_BRAND_CONTRAST } from '@/lib/brand/color';

/**
 * Settings section `agencia` (D100 in docs/decisions.md): the agency's own identity, legal data, public
 * contacts and Pix key. Every public page, PDF, e-mail, BR Code and contract reads it (server/agency/profile.ts);
 * the AGENCY_* / PIX_* environment variables only seed it until it is first saved.
 */
export const AGENCIA_SECTION = 'agencia';

const t = agencyProfileText.errors;

/** The stored logo: its two WebP renditions in storage and a version for the public URL's cache busting. */
export const ZLogo = z.object({ grande: z.string(), pequeno: z.string(), versao: z.string() });
export type TLogo = z.output<typeof ZLogo>;

const text = z.string().catch('').default('');

/** What is stored: every field tolerant, so that an old or partial row never breaks a page (server/settings). */
export const ZAgencia = z.object({
  nomeFantasia: text,
  razaoSocial: text,
  corMarca: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .catch(DEFAULT_BRAND_COLOR)
    .default(DEFAULT_BRAND_COLOR),
  cnpj: text,
  inscricaoMunicipal: text,
  endereco: text,
  cidade: text,
  uf: text,
  cep: text,
  cidadeForo: text,
  representanteNome: text,
  representanteCpf: text,
  representanteEmail: text,
  email: text,
  telefone: text,
  whatsapp: text,
  horario: text,
  pixChave: text,
  pixBeneficiario: text,
  pixCidade: text,
  logo: ZLogo.nullable().catch(null).default(null),
});
export type TAgencia = z.output<typeof ZAgencia>;

const field = (max: number) => z.string().trim().max(max, t.longo);
const required = (max: number) => field(max).min(1, t.obrigatorio);
/** An optional field: empty, or passing `check`. */
const optional = (max: number, check: (v: string) => boolean, message: string) =>
  field(max).refine((v) => v === '' || check(v), message);

const isPhone = (v: string) => /^(55)?\d{10,11}$/.test(onlyDigits(v));
const isEmail = (v: string) => z.email().safeParse(v).success;
/** The BR Code carries the name (25) and the city (15) as plain ASCII: they must survive the conversion. */
const isPixText = (v: string) => pixText(v, 99).length > 0;

/** The form and its action: the same schema (D100). The logo has its own action. */
export const ZAgenciaForm = z.object({
  nomeFantasia: required(80),
  razaoSocial: field(120),
  // D274: a colour the pages can be read in: at least 3:1 against their white background.
  corMarca: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, t.cor)
    .refine((v) => !isHexColor(v) || contrastOnWhite(v) >= MIN_BRAND_CONTRAST, t.corContraste),
  cnpj: optional(18, isValidCnpj, t.cnpj).transform(onlyDigits),
  inscricaoMunicipal: field(30),
  endereco: field(200),
  cidade: field(60),
  uf: optional(2, (v) => /^[A-Za-z]{2}$/.test(v), t.uf).transform((v) => v.toUpperCase()),
  cep: optional(9, (v) => /^\d{8}$/.test(onlyDigits(v)), t.cep).transform(onlyDigits),
  cidadeForo: field(60),
  representanteNome: field(120),
  representanteCpf: optional(14, isValidCpf, t.cpf).transform(onlyDigits),
  representanteEmail: optional(254, isEmail, t.email),
  email: optional(254, isEmail, t.email),
  telefone: optional(20, isPhone, t.telefone),
  whatsapp: optional(20, isPhone, t.telefone),
  horario: field(80),
  pixChave: optional(77, (v) => pixKeyKind(v) !== null, t.pixChave).transform((v) => (v ? normalizePixKey(v) : '')),
  pixBeneficiario: optional(25, isPixText, t.pixTexto),
  pixCidade: optional(15, isPixText, t.pixTexto),
});
export type TAgenciaForm = z.input<typeof ZAgenciaForm>;

/**
 * What the save action takes: the form, and the password or authenticator code that a change of a protected field
 * asks for again (lib/settings/protected-fields.ts, D181); the browser checks the form with ZAgenciaForm alone.
 */
export const ZAgenciaSave = ZAgenciaForm.extend({ confirmacao: z.string().max(200).optional() });

/** Digits → 00.000.000/0000-00 (as typed otherwise). */
export const formatCnpj = (digits: string) => digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** The one-line address of documents: "Rua X, 100 – São Paulo/SP – CEP 01000-000", what is filled. */
export function addressLine(p: Pick<TAgencia, 'endereco' | 'cidade' | 'uf' | 'cep'>): string {
  const city = [p.cidade, p.uf].filter(Boolean).join('/');
  const cep = p.cep ? `CEP ${p.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : '';
  return [p.endereco, city, cep].filter(Boolean).join(' – ');
}
