import 'server-only';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, type RGB, degrees, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { MISSING, formatDate, formatMoney, formatPercent, saoPauloClock } from '@/lib/format';
import type { Documento, NfseDocument, NfseEndereco } from '@/lib/nfse/nfse-xml';
import { formatCnpj } from '@/lib/settings/agencia';
import { formatCpf } from '@/lib/validation/documento';
import serverText from '@/messages';
import { A4, embedDejaVu } from '@/server/platform/pdf/document';

const t = serverText.danfse;

/**
 * The DANFSe (D221): the auxiliary document of a national NFS-e, which the issuer now renders from the authorised
 * XML (NT 008/2026; the Sefin's API that returned the PDF is suspended). One A4 page in the national layout's blocks
 * and order: the header, the identification with the chave de acesso and its QR code (D222), the provider, the
 * taker, the service, the municipal tax, the totals, the complementary information. A pure function of its input:
 * the document read by lib/nfse/nfse-xml.ts, the agency's logo and whether the note was cancelled (a cancellation
 * is an event of its own, never in the NFS-e XML). Labels are the `danfse` namespace of the catalogue.
 */
export type DanfseOptions = {
  /** The issuer's logo, PNG or JPEG, drawn in the header at most 110 × 34 pt. */
  logo?: Uint8Array;
  /** The cancellation event was registered: the page is marked CANCELADA. */
  cancelled?: boolean;
};

/** The public lookup the QR code opens (D222). */
export function danfseLookupUrl(chave: string): string {
  return `https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${chave}`;
}

/** The chave in blocks of four digits, as the national layout prints it (50 digits: 12 blocks and a pair). */
export function groupedChave(chave: string): string {
  return chave.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const MARGIN = 24;
const WIDTH = A4.width - 2 * MARGIN;
const COL = WIDTH / 4;
const ROW = 23;
const BAND = 12;
const INK = rgb(0.1, 0.11, 0.15);
const LABEL = rgb(0.38, 0.4, 0.46);
const LINE = rgb(0.55, 0.57, 0.62);
const FILL = rgb(0.93, 0.94, 0.96);
const ALERT = rgb(0.78, 0.1, 0.1);

function documento(doc: Documento): string {
  if (doc.tipo === 'cnpj') return formatCnpj(doc.numero);
  if (doc.tipo === 'cpf') return formatCpf(doc.numero);
  if (doc.tipo === 'nif') return `NIF ${doc.numero}`;
  return MISSING;
}

const cep = (value?: string) => (value ? value.replace(/^(\d{5})(\d{3})$/, '$1-$2') : undefined);

function telefone(value?: string): string | undefined {
  if (!value) return undefined;
  return value.replace(/^(\d{2})(\d{4,5})(\d{4})$/, '($1) $2-$3');
}

function enderecoLine(end?: NfseEndereco): string | undefined {
  if (!end) return undefined;
  return [end.logradouro, end.numero, end.complemento, end.bairro].filter(Boolean).join(', ');
}

/** "dd/MM/yyyy HH:mm" on São Paulo's clock (D6), whatever the offset the XML was written with. */
function dateTime(at: Date): string {
  return `${formatDate(at)} ${saoPauloClock(at).slice(11)}`;
}

const money = (centavos?: number) => (centavos === undefined ? MISSING : formatMoney(centavos));
const pick = (labels: Record<string, string>, key: string | undefined) =>
  key === undefined ? MISSING : (labels[key] ?? key);

class Page {
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** Top-based coordinates: `top` is the distance from the page's top edge. */
  private y(top: number): number {
    return A4.height - top;
  }

  box(x: number, top: number, w: number, h: number, fill?: RGB) {
    this.page.drawRectangle({
      x,
      y: this.y(top + h),
      width: w,
      height: h,
      borderColor: LINE,
      borderWidth: 0.5,
      ...(fill ? { color: fill } : {}),
    });
  }

  text(value: string, x: number, top: number, options: { size: number; bold?: boolean; color?: RGB }) {
    const font = options.bold ? this.bold : this.regular;
    this.page.drawText(value, { x, y: this.y(top), size: options.size, font, color: options.color ?? INK });
  }

  /** One line that fits `width`, shortened with an ellipsis when it does not. */
  fit(value: string, width: number, size: number, bold = false): string {
    const font = bold ? this.bold : this.regular;
    const clean = value.replace(/\s+/g, ' ').trim();
    if (font.widthOfTextAtSize(clean, size) <= width) return clean;
    const chars = [...clean];
    while (chars.length > 0 && font.widthOfTextAtSize(`${chars.join('')}…`, size) > width) chars.pop();
    return `${chars.join('')}…`;
  }

  /** Wrapped lines of `value` within `width`; a word longer than a line is cut by character. */
  wrap(value: string, width: number, size: number): string[] {
    const font = this.regular;
    const lines: string[] = [];
    for (const paragraph of value.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /** A labelled cell: the label small and bold above, the value on one line under it. */
  field(label: string, value: string | undefined, x: number, top: number, w: number, strong = false) {
    this.box(x, top, w, ROW, strong ? FILL : undefined);
    this.text(this.fit(label.toUpperCase(), w - 6, 5.6, true), x + 3, top + 7.5, {
      size: 5.6,
      bold: true,
      color: LABEL,
    });
    const size = strong ? 9 : 7.5;
    this.text(this.fit(value && value.trim() !== '' ? value : MISSING, w - 6, size, strong), x + 3, top + 18, {
      size,
      bold: strong,
    });
  }

  band(title: string, top: number): number {
    this.box(MARGIN, top, WIDTH, BAND, FILL);
    this.text(title.toUpperCase(), MARGIN + 3, top + 8.6, { size: 7, bold: true });
    return top + BAND;
  }

  /** A block of wrapped text under a label, at most `maxLines` lines; answers the block's bottom. */
  paragraph(label: string | null, value: string, top: number, maxLines: number): number {
    const size = 7.5;
    const lead = 10;
    const lines = this.wrap(value, WIDTH - 8, size);
    if (lines.length > maxLines) {
      lines.length = maxLines;
      lines[maxLines - 1] = this.fit(`${lines[maxLines - 1]} …`, WIDTH - 8, size);
    }
    const head = label ? 10 : 0;
    const height = head + lines.length * lead + 5;
    this.box(MARGIN, top, WIDTH, height);
    if (label) this.text(label.toUpperCase(), MARGIN + 3, top + 7.5, { size: 5.6, bold: true, color: LABEL });
    lines.forEach((line, i) => this.text(line, MARGIN + 4, top + head + 8 + i * lead, { size }));
    return top + height;
  }

  /** A large diagonal mark across the page, `shift` points off the diagonal (two marks do not overlap). */
  watermark(value: string, color: RGB, shift: number) {
    const angle = Math.atan2(A4.height, A4.width);
    const diagonal = Math.hypot(A4.width, A4.height);
    const size = Math.min(96, (0.7 * diagonal) / this.bold.widthOfTextAtSize(value, 1));
    const width = this.bold.widthOfTextAtSize(value, size);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    // The text's centre on the page's centre, moved across the diagonal by `shift`; the baseline a third of the
    // cap height below it.
    const cx = A4.width / 2 - sin * shift;
    const cy = A4.height / 2 + cos * shift;
    const drop = size * 0.35;
    this.page.drawText(value, {
      x: cx - (width / 2) * cos + drop * sin,
      y: cy - (width / 2) * sin - drop * cos,
      size,
      font: this.bold,
      color,
      opacity: 0.22,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
}

async function embedLogo(doc: PDFDocument, logo: Uint8Array): Promise<PDFImage | null> {
  if (logo[0] === 0x89 && logo[1] === 0x50) return doc.embedPng(logo);
  if (logo[0] === 0xff && logo[1] === 0xd8) return doc.embedJpg(logo);
  return null;
}

export async function renderDanfse(doc: NfseDocument, options: DanfseOptions = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`DANFSe ${doc.numero} — ${doc.emitente.nome}`);
  pdf.setLanguage('pt-BR');
  const { regular, bold } = await embedDejaVu(pdf);
  const p = new Page(pdf.addPage([A4.width, A4.height]), regular, bold);
  const restricted = doc.ambiente === 2;
  const url = danfseLookupUrl(doc.chave);

  // Header: the issuer's logo, the document's name, where and in which environment it was generated.
  let top = MARGIN;
  const headerHeight = 48;
  p.box(MARGIN, top, WIDTH, headerHeight);
  const logo = options.logo && (await embedLogo(pdf, options.logo));
  if (logo) {
    const scale = Math.min(110 / logo.width, 34 / logo.height);
    const [w, h] = [logo.width * scale, logo.height * scale];
    p.page.drawImage(logo, { x: MARGIN + 8, y: A4.height - top - (headerHeight + h) / 2, width: w, height: h });
  } else {
    p.text('NFS-e', MARGIN + 10, top + 31, { size: 20, bold: true, color: rgb(0.2, 0.42, 0.3) });
  }
  const titleX = MARGIN + COL;
  p.text(t.title, titleX, top + 17, { size: 11, bold: true });
  p.text(t.subtitle, titleX, top + 28, { size: 7, color: LABEL });
  if (restricted) p.text(t.noLegalValue, titleX, top + 40, { size: 8, bold: true, color: ALERT });
  const rightX = MARGIN + 3 * COL + 4;
  const headLines = [
    `${t.municipio}: ${doc.localEmissao}`,
    `${t.ambienteGerador}: ${pick(t.geradores, doc.ambienteGerador)}`,
    `${t.ambiente}: ${pick(t.ambientes, String(doc.ambiente))}`,
  ];
  headLines.forEach((line, i) => p.text(p.fit(line, COL - 8, 7), rightX, top + 15 + i * 11, { size: 7 }));
  top += headerHeight + 4;

  // Identification: the chave and the lookup URL beside the QR code, the numbers and the dates under them.
  const left = 3 * COL;
  const chaveHeight = 38;
  const idHeight = chaveHeight + 3 * ROW;
  p.box(MARGIN, top, left, chaveHeight);
  p.text(t.chave.toUpperCase(), MARGIN + 3, top + 7.5, { size: 5.6, bold: true, color: LABEL });
  p.text(groupedChave(doc.chave), MARGIN + 3, top + 20, { size: 9.5, bold: true });
  // The URL is printed whole, never shortened: its size comes down until it fits the line.
  const urlSize = Math.min(6.5, (left - 6) / regular.widthOfTextAtSize(url, 1));
  p.text(url, MARGIN + 3, top + 32, { size: urlSize, color: LABEL });
  let row = top + chaveHeight;
  p.field(t.numero, doc.numero, MARGIN, row, COL);
  p.field(t.competencia, formatDate(doc.competencia), MARGIN + COL, row, COL);
  p.field(t.emissao, dateTime(doc.processadaEm), MARGIN + 2 * COL, row, COL);
  row += ROW;
  p.field(t.numeroDps, doc.dps.numero, MARGIN, row, COL);
  p.field(t.serieDps, doc.dps.serie, MARGIN + COL, row, COL);
  p.field(t.emissaoDps, dateTime(doc.emitidaEm), MARGIN + 2 * COL, row, COL);
  row += ROW;
  p.field(t.situacao, options.cancelled ? t.cancelada : pick(t.situacoes, doc.status), MARGIN, row, COL);
  p.field(t.ambiente, pick(t.ambientes, String(doc.ambiente)), MARGIN + COL, row, COL);
  p.field(t.ambienteGerador, pick(t.geradores, doc.ambienteGerador), MARGIN + 2 * COL, row, COL);
  p.box(MARGIN + left, top, COL, idHeight);
  const qrSize = 62;
  const qr = await pdf.embedPng(
    await QRCode.toBuffer(url, { type: 'png', margin: 0, width: 296, errorCorrectionLevel: 'M' }),
  );
  const qrX = MARGIN + left + (COL - qrSize) / 2;
  p.page.drawImage(qr, { x: qrX, y: A4.height - top - 8 - qrSize, width: qrSize, height: qrSize });
  p.wrap(t.qrNote, COL - 10, 5.2).forEach((line, i) =>
    p.text(line, MARGIN + left + 5, top + qrSize + 17 + i * 6.2, { size: 5.2, color: LABEL }),
  );
  top += idHeight + 4;

  // The provider, as the national register (CNC) gave it to the Sefin.
  const emit = doc.emitente;
  top = p.band(t.emitente, top);
  p.field(t.documento, documento(emit.documento), MARGIN, top, COL);
  p.field(t.inscricaoMunicipal, emit.inscricaoMunicipal, MARGIN + COL, top, COL);
  p.field(t.simplesNacional, pick(t.opcoesSimples, emit.simplesNacional), MARGIN + 2 * COL, top, 2 * COL);
  top += ROW;
  p.field(t.nome, emit.nome, MARGIN, top, 2 * COL);
  p.field(t.telefone, telefone(emit.telefone), MARGIN + 2 * COL, top, COL);
  p.field(t.email, emit.email, MARGIN + 3 * COL, top, COL);
  top += ROW;
  // The NFS-e names only the issuing municipality; another one is shown by its IBGE code.
  const emitMunicipio =
    emit.endereco.municipioIbge === doc.dps.municipioEmissor ? doc.localEmissao : emit.endereco.municipioIbge;
  p.field(t.endereco, enderecoLine(emit.endereco), MARGIN, top, 2 * COL);
  p.field(t.municipioUf, `${emitMunicipio} / ${emit.endereco.uf}`, MARGIN + 2 * COL, top, COL);
  p.field(t.ibgeCep, `${emit.endereco.municipioIbge} / ${cep(emit.endereco.cep)}`, MARGIN + 3 * COL, top, COL);
  top += ROW + 4;

  // The taker; a DPS may leave it out.
  const toma = doc.tomador;
  top = p.band(t.tomador, top);
  if (!toma) {
    p.box(MARGIN, top, WIDTH, ROW);
    p.text(t.semTomador, MARGIN + 3, top + 14, { size: 7, bold: true });
    top += ROW + 4;
  } else {
    p.field(t.documento, documento(toma.documento), MARGIN, top, COL);
    p.field(t.inscricaoMunicipal, toma.inscricaoMunicipal, MARGIN + COL, top, COL);
    p.field(t.telefone, telefone(toma.telefone), MARGIN + 2 * COL, top, COL);
    p.field(t.email, toma.email, MARGIN + 3 * COL, top, COL);
    top += ROW;
    p.field(t.nome, toma.nome, MARGIN, top, 4 * COL);
    top += ROW;
    const end = toma.endereco;
    const place = end?.municipioIbge
      ? `${end.municipioIbge} / ${cep(end.cep)}`
      : end && [end.cidade, end.pais, end.codigoPostal].filter(Boolean).join(' / ');
    p.field(t.endereco, enderecoLine(end), MARGIN, top, 3 * COL);
    p.field(t.ibgeCep, place, MARGIN + 3 * COL, top, COL);
    top += ROW + 4;
  }

  // The service: its codes, the national code's wording, where it was provided, its description.
  const serv = doc.servico;
  top = p.band(t.servico, top);
  p.field(t.codigoNacional, serv.cTribNac.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1.$2.$3'), MARGIN, top, COL);
  p.field(t.codigoMunicipal, serv.cTribMun, MARGIN + COL, top, COL);
  p.field(t.nbs, serv.cNBS?.replace(/^(\d)(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3.$4'), MARGIN + 2 * COL, top, COL);
  p.field(t.localPrestacao, doc.localPrestacao, MARGIN + 3 * COL, top, COL);
  top += ROW;
  top = p.paragraph(null, serv.xTribMun ?? serv.xTribNac, top, 3);
  top = p.paragraph(t.descricao, serv.descricao, top, 22) + 4;

  // The municipal tax as the Sefin computed it, and what the taker withheld.
  const v = doc.valores;
  top = p.band(t.issqn, top);
  p.field(t.tributacao, pick(t.tributacoes, v.tributacaoIss), MARGIN, top, COL);
  p.field(t.incidencia, doc.incidencia?.nome ?? doc.incidencia?.municipioIbge, MARGIN + COL, top, COL);
  p.field(t.retencao, pick(t.retencoes, v.retencaoIss), MARGIN + 2 * COL, top, COL);
  const aliquota = v.aliquotaPercent === undefined ? undefined : `${formatPercent(v.aliquotaPercent)}%`;
  p.field(t.aliquota, aliquota, MARGIN + 3 * COL, top, COL);
  top += ROW;
  p.field(t.baseCalculo, money(v.baseCalculoCentavos), MARGIN, top, COL);
  p.field(t.iss, money(v.issCentavos), MARGIN + COL, top, COL);
  const federal = [
    v.retencoesFederais.irrfCentavos !== undefined && `${t.irrf} ${formatMoney(v.retencoesFederais.irrfCentavos)}`,
    v.retencoesFederais.cpCentavos !== undefined && `${t.cp} ${formatMoney(v.retencoesFederais.cpCentavos)}`,
    v.retencoesFederais.csllCentavos !== undefined && `${t.csll} ${formatMoney(v.retencoesFederais.csllCentavos)}`,
  ].filter(Boolean);
  p.field(t.federais, federal.join(' · '), MARGIN + 2 * COL, top, 2 * COL);
  top += ROW + 4;

  // The totals: what the service is worth and what the taker pays.
  const descontos =
    v.descontoIncondicionadoCentavos === undefined && v.descontoCondicionadoCentavos === undefined
      ? undefined
      : (v.descontoIncondicionadoCentavos ?? 0) + (v.descontoCondicionadoCentavos ?? 0);
  top = p.band(t.total, top);
  p.field(t.valorServico, formatMoney(v.servicoCentavos), MARGIN, top, COL);
  p.field(t.descontos, money(descontos), MARGIN + COL, top, COL);
  p.field(t.totalRetido, money(v.totalRetidoCentavos ?? 0), MARGIN + 2 * COL, top, COL);
  p.field(t.liquido, formatMoney(v.liquidoCentavos), MARGIN + 3 * COL, top, COL, true);
  top += ROW + 4;

  const info = [serv.informacoesComplementares, doc.outrasInformacoes].filter(Boolean).join('\n');
  top = p.band(t.informacoes, top);
  p.paragraph(null, info || MISSING, top, 6);

  p.text(p.fit(t.rodape, WIDTH, 6), MARGIN, A4.height - MARGIN + 8, { size: 6, color: LABEL });

  // Drawn last, over the blocks and translucent, so that nothing covers them and the text under them still reads.
  if (restricted) p.watermark(t.watermarkRestricted, rgb(0.45, 0.45, 0.5), options.cancelled ? 70 : 0);
  if (options.cancelled) p.watermark(t.watermarkCancelled, ALERT, restricted ? -70 : 0);
  return Buffer.from(await pdf.save());
}
