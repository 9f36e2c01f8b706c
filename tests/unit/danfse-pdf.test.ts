import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { buildDpsXml } from '@/lib/nfse/dps';
import { type NfseDocument, readNfseXml } from '@/lib/nfse/nfse-xml';
import { danfseLookupUrl, groupedChave, renderDanfse } from '@/server/nfse/danfse-pdf';
import { dpsInput } from '../support/nfse-dps';
import { SAMPLE_CHAVE, authorisedNfseXml } from '../support/nfse-xml';
import { pdfText } from '../support/pdf-text';
import { honestPng } from '../support/png-fixtures';

function nfse(change: Parameters<typeof dpsInput>[0] = {}): NfseDocument {
  const xml = authorisedNfseXml(buildDpsXml(dpsInput(change)), {
    chave: SAMPLE_CHAVE,
    numero: 7,
    // 23:40 in São Paulo on 1 December: the next day in UTC, so a date printed in UTC would show it.
    dhProc: new Date('2026-12-02T02:40:00Z'),
  });
  return readNfseXml(xml);
}

/** The page's text with runs of white space (the no-break space of R$ included) as one space. */
async function textOf(doc: NfseDocument, options: Parameters<typeof renderDanfse>[1] = {}): Promise<string> {
  const pdf = await renderDanfse(doc, options);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return (await pdfText(pdf)).replace(/\s+/g, ' ');
}

const single = (value: string) => value.replace(/\s+/g, ' ');

describe('renderDanfse (D221, D222)', () => {
  it('prints the chave, both documents, the values in R$, the description and the dates', async () => {
    const doc = nfse({ dhEmi: new Date('2026-12-02T02:35:00Z'), competencia: '2026-12-01' });
    const text = await textOf(doc);
    expect(text).toContain('DANFSe — Documento Auxiliar da NFS-e');
    expect(text).toContain(groupedChave(SAMPLE_CHAVE));
    expect(groupedChave(SAMPLE_CHAVE)).toBe('3550 3082 2112 2233 3000 1810 0000 0000 0007 2612 1234 5678 90');
    expect(text).toContain('11.222.333/0001-81');
    expect(text).toContain('01.761.135/0001-32');
    expect(text).toContain(single(formatMoney(450_000)));
    expect(text).toContain('R$ 90,00');
    expect(text).toContain('2%');
    expect(text).toContain('Desenvolvimento do site institucional.');
    expect(text).toContain('Entrega de dezembro de 2026.');
    expect(text).toContain('01.07.01');
    expect(text).toContain('Suporte técnico em informática');
    expect(text).toContain('Padaria Pão Quente Ltda');
    expect(text).toContain('financeiro@paoquente.com.br');
    expect(text).toContain('Rua da Assembleia, 10, sala 1201, Centro');
    expect(text).toContain('Avenida Paulista, 1000, conjunto 52, Bela Vista');
    // The competência as the DPS says, the emission on São Paulo's clock.
    expect(text).toContain('01/12/2026');
    expect(text).toContain('01/12/2026 23:40');
    expect(text).toContain('01/12/2026 23:35');
    expect(text).not.toContain('02/12/2026');
  });

  it('prints the lookup URL the QR code opens beside it, whole', async () => {
    const url = danfseLookupUrl(SAMPLE_CHAVE);
    expect(url).toBe(`https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${SAMPLE_CHAVE}`);
    // No QR decoder is installed (node_modules has only the encoder, `qrcode`): the URL beside it is checked.
    expect(await textOf(nfse())).toContain(url);
  });

  it('marks the restricted production SEM VALIDADE JURÍDICA, and production not', async () => {
    const restricted = await textOf(nfse({ ambiente: 2 }));
    expect(restricted).toContain('SEM VALIDADE JURÍDICA');
    expect(restricted).toContain('Produção restrita');
    const production = await textOf(nfse({ ambiente: 1 }));
    expect(production).not.toContain('SEM VALIDADE JURÍDICA');
    expect(production).not.toContain('CANCELADA');
    expect(production).toContain('Produção');
  });

  it('marks a cancelled note CANCELADA, in either environment', async () => {
    expect(await textOf(nfse({ ambiente: 1 }), { cancelled: true })).toContain('CANCELADA');
    const both = await textOf(nfse({ ambiente: 2 }), { cancelled: true });
    expect(both).toContain('CANCELADA');
    expect(both).toContain('SEM VALIDADE JURÍDICA');
  });

  it('prints any text: accents, markup characters, dashes, arrows and emoji, and a withheld ISS', async () => {
    const descricao = 'Criação → entrega − ajustes “finais” & <revisão> 😀 ação';
    const doc = nfse({
      valores: { servicoCentavos: 123_456, aliquotaIssPercent: 2.5, issRetido: true },
      tomador: { documento: { tipo: 'cpf', numero: '52998224725' }, nome: 'José Ñandú' },
      servico: { ...dpsInput().servico, descricao },
    });
    const text = await textOf(doc, { logo: honestPng(120, 40) });
    expect(text).toContain(descricao);
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('José Ñandú');
    expect(text).toContain('Retido pelo tomador');
    expect(text).toContain('2,5%');
    expect(text).toContain('R$ 30,86');
    expect(text).toContain('R$ 1.203,70');
  });

  it('keeps a long description on the one page', async () => {
    const descricao = Array.from({ length: 40 }, (_, i) => `Linha ${i + 1} do serviço prestado.`).join('\n');
    const pdf = await renderDanfse(nfse({ servico: { ...dpsInput().servico, descricao } }));
    const text = await pdfText(pdf);
    expect(text).not.toContain('\n');
    expect(text).toContain('Linha 1 do serviço');
    expect(text).toContain('VALOR LÍQUIDO DA NFS-E');
  });

  it('is the same bytes for the same input (no clock in it)', async () => {
    const doc = nfse();
    expect((await renderDanfse(doc)).equals(await renderDanfse(doc))).toBe(true);
  });
});
