import { DPS_APP_VERSION, NFSE_NAMESPACE, saoPauloDateTime } from './dps';
import { DpsInputError, type DpsProblem, type Inscricao, inscricaoProblem } from './dps-id';
import { isChaveAcesso } from './chave';
import { el, renderXml } from './xml';

/**
 * The cancellation of an NFS-e (event 101101) as a `pedRegEvento` of layout 1.01 (D212), built through the escaping
 * writer like the DPS (D202), then signed on `infPedReg` (server/nfse/sign-dps.ts) and checked against the vendored
 * pedRegEvento_v1.01.xsd (server/nfse/xsd.ts). The Id follows the schema's pattern, not its prose: 1.01's
 * `TSIdPedRegEvt` is `PRE` + 56 digits (the key and the event type); the documentation still names the 3-digit
 * `nPedRegEvento` of 1.00, which 1.01 dropped from `infPedReg` and from the pattern.
 */
export const EVENTO_CANCELAMENTO = '101101';
export const EVENTO_LAYOUT = '1.01';

export type CancelamentoInput = {
  ambiente: 1 | 2;
  /** The instant of the request; written on São Paulo's clock with its offset, like `dhEmi`. */
  dhEvento: Date;
  /** Who asks: the provider that issued the note. */
  autor: Inscricao;
  chaveAcesso: string;
  /** 1 an error in the issue, 2 the service was not provided, 9 another reason. */
  motivo: CancelMotivo;
  /** Why, in words: 15 to 255 Latin-1 characters on one line (`TSMotivo`). */
  justificativa: string;
};

/** `TSCodJustCanc`: 1 erro na emissão, 2 serviço não prestado, 9 outros. */
export const CANCEL_MOTIVOS = [1, 2, 9] as const;
export type CancelMotivo = (typeof CANCEL_MOTIVOS)[number];

export function isCancelMotivo(value: unknown): value is CancelMotivo {
  return CANCEL_MOTIVOS.includes(value as CancelMotivo);
}

/** The reason as the event carries it: one line, white space collapsed, no edge spaces. */
export function normaliseJustificativa(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Why `xMotivo` would be refused (`TSMotivo`: 15 to 255 characters of `TSString`, Latin-1), for every `cMotivo`: the
 * schema requires it for 1 and 2 too, not only for 9 (D244). The caller passes it normalised.
 */
export function justificativaProblem(justificativa: string): 'curta' | 'longa' | 'latin1' | null {
  if (justificativa.length < 15) return 'curta';
  if (justificativa.length > 255) return 'longa';
  if ([...justificativa].some((char) => char.codePointAt(0)! > 0xff)) return 'latin1';
  return null;
}

export function pedRegEventoId(chave: string, tipoEvento = EVENTO_CANCELAMENTO): string {
  return `PRE${chave}${tipoEvento}`;
}

/** The unsigned request, one line; throws a DpsInputError naming every refused field. */
export function buildCancelamentoXml(input: CancelamentoInput): string {
  const problems: DpsProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  add('ambiente', input.ambiente === 1 || input.ambiente === 2 ? null : '1 (production) or 2 (homologação)');
  const valid = input.dhEvento instanceof Date && !Number.isNaN(input.dhEvento.getTime());
  add('dhEvento', valid ? null : 'not a date');
  add('autor', inscricaoProblem(input.autor));
  add('chaveAcesso', isChaveAcesso(input.chaveAcesso) ? null : '50 digits');
  add('motivo', isCancelMotivo(input.motivo) ? null : '1, 2 or 9');
  const justificativa = normaliseJustificativa(input.justificativa);
  const problem = justificativaProblem(justificativa);
  if (problem)
    add('justificativa', problem === 'latin1' ? 'the schema takes Latin-1 text only' : '15 to 255 characters');
  if (problems.length > 0) throw new DpsInputError(problems);

  const infPedReg = el(
    'infPedReg',
    { Id: pedRegEventoId(input.chaveAcesso) },
    el('tpAmb', null, String(input.ambiente)),
    el('verAplic', null, DPS_APP_VERSION),
    el('dhEvento', null, saoPauloDateTime(input.dhEvento)),
    el(input.autor.tipo === 'cpf' ? 'CPFAutor' : 'CNPJAutor', null, input.autor.numero),
    el('chNFSe', null, input.chaveAcesso),
    el(
      `e${EVENTO_CANCELAMENTO}`,
      null,
      el('xDesc', null, 'Cancelamento de NFS-e'),
      el('cMotivo', null, String(input.motivo)),
      el('xMotivo', null, justificativa),
    ),
  );
  return renderXml(el('pedRegEvento', { xmlns: NFSE_NAMESPACE, versao: EVENTO_LAYOUT }, infPedReg));
}
