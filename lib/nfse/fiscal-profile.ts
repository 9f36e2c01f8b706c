import { z } from '@/lib/zod';
import { nfseErrorText } from '@/lib/messages';
import { isValidIbgeCode } from './ibge';

/**
 * D226: the agency's fiscal profile for the national NFS-e (the DPS's prestador, regime and service defaults, the
 * numbering, the environment and when a note is issued). The allowed values are the DPS layout 1.00's
 * (tiposSimples_v1.00.xsd): TSOpSimpNac, TSRegimeApuracaoSimpNac, TSCodTribNac, TCCodTribMun, TSSerieDPS,
 * TSNumDPS, TSTipoAmbiente, TSCodMunIBGE (D227), TSInscMun.
 */
const e = nfseErrorText;

/** TSOpSimpNac: 1 não optante (regime normal), 2 MEI, 3 ME/EPP. */
export const OP_SIMP_NAC = ['2', '3', '1'] as const;
export type OpSimpNac = (typeof OP_SIMP_NAC)[number];
/** TSRegimeApuracaoSimpNac, for opSimpNac 3 only. */
export const REG_AP_TRIB_SN = ['1', '2', '3'] as const;
/** TSTipoAmbiente: 2 produção restrita (the default, D229), 1 produção. */
export const AMBIENTES = ['2', '1'] as const;
export type Ambiente = (typeof AMBIENTES)[number];
export const EMITIR_QUANDO = ['pagamento', 'criacao', 'manual'] as const;
export type EmitirQuando = (typeof EMITIR_QUANDO)[number];

/** The placeholders the description template may use (filled when a DPS is made). */
export const DESCRICAO_MARCADORES = ['descricao', 'cliente', 'competencia'] as const;
/** The ISS rate's bounds in hundredths of a percent: 0 to 5% (LC 116/2003 art. 8, II; TSDec1V2 holds 0–9,99). */
export const ALIQUOTA_MAXIMA = 500;

/** "2,5" or "2.50" → 250 (hundredths of a percent); null when not a rate with at most two decimals. */
export function parseAliquota(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 250 → "2,5"; 200 → "2". */
export function formatAliquota(centesimos: number): string {
  const whole = Math.floor(centesimos / 100);
  const cents = String(centesimos % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents ? `${whole},${cents}` : String(whole);
}

/** The placeholders in a template that are not DESCRICAO_MARCADORES. */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1])
    .filter((name) => !(DESCRICAO_MARCADORES as readonly string[]).includes(name));
}

const enumOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string().refine((v): v is T[number] => (values as readonly string[]).includes(v), message);

const ZFiscalFields = z.object({
  inscricaoMunicipal: z.string().trim().min(1, e.inscricaoMunicipal).max(15, e.inscricaoMunicipal),
  municipioIbge: z
    .string()
    .trim()
    .refine((v) => isValidIbgeCode(v), e.municipio),
  opSimpNac: enumOf(OP_SIMP_NAC, e.opSimpNac),
  regApTribSn: z.string(),
  cTribNac: z
    .string()
    .trim()
    .regex(/^\d{6}$/, e.cTribNac),
  cTribMun: z
    .string()
    .trim()
    .regex(/^(\d{3})?$/, e.cTribMun),
  aliquotaIss: z
    .string()
    .refine((v) => {
      const rate = parseAliquota(v);
      return rate !== null && rate <= ALIQUOTA_MAXIMA;
    }, e.aliquotaIss)
    .transform((v) => parseAliquota(v) ?? 0),
  descricaoModelo: z
    .string()
    .trim()
    .min(1, e.descricaoModelo)
    .max(2000, e.descricaoModelo)
    .refine((v) => unknownPlaceholders(v).length === 0, e.descricaoMarcador),
  serie: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, e.serie),
  proximoNumero: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,14}$/, e.proximoNumero)
    .transform(Number),
  ambiente: enumOf(AMBIENTES, e.ambiente),
  emitirQuando: enumOf(EMITIR_QUANDO, e.emitirQuando),
});

/** regApTribSN is asked of a Simples Nacional ME/EPP (opSimpNac 3) only, and stored for it only. */
function withRegime<T extends { opSimpNac: string; regApTribSn: string }, I>(schema: z.ZodType<T, I>) {
  return schema
    .superRefine((v, ctx) => {
      if (v.opSimpNac === '3' && !(REG_AP_TRIB_SN as readonly string[]).includes(v.regApTribSn))
        ctx.addIssue({ code: 'custom', path: ['regApTribSn'], message: e.regApTribSn });
    })
    .transform((v) => ({ ...v, regApTribSn: v.opSimpNac === '3' ? v.regApTribSn : null }));
}

/** The form and its action (the same schema): what a person types, checked the same way in the browser. */
export const ZFiscalProfileForm = withRegime(ZFiscalFields);
export type TFiscalProfileForm = z.input<typeof ZFiscalFields>;
export type TFiscalProfileValues = z.output<typeof ZFiscalProfileForm>;

/** What the save action takes: the form, and the password or code a change of environment asks for (D230). */
export const ZFiscalProfileSave = withRegime(ZFiscalFields.extend({ confirmacao: z.string().max(200).optional() }));

/** The form's starting values for an agency that never saved it (D229: produção restrita, issue on payment). */
export const FISCAL_PROFILE_DEFAULTS: TFiscalProfileForm = {
  inscricaoMunicipal: '',
  municipioIbge: '',
  opSimpNac: '3',
  regApTribSn: '1',
  cTribNac: '',
  cTribMun: '',
  aliquotaIss: '',
  descricaoModelo: '{descricao}',
  serie: '1',
  proximoNumero: '1',
  ambiente: '2',
  emitirQuando: 'pagamento',
};
