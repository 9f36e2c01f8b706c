import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDpsXml } from '@/lib/nfse/dps';
import { MAX_DPS_BYTES, validateDps } from '@/server/nfse/xsd';
import { dpsInput } from '../support/nfse-dps';

/** D201, D203: the official schemas, vendored unchanged, run through xmllint-wasm. */
const fixture = (name: string) => readFileSync(path.join('tests/fixtures/nfse', name), 'utf8');

describe('validateDps', () => {
  it('accepts the official sample with layout 1.00', async () => {
    expect(await validateDps(fixture('dps-simples.xml'), '1.00')).toEqual({ ok: true });
  });

  it('refuses a broken DPS with the schema’s messages', async () => {
    const broken = fixture('dps-simples.xml')
      .replace('<CNPJ>01761135000132</CNPJ>', '<CNPJ>0176113500013X</CNPJ>')
      .replace('<vServ>999999999.99</vServ>', '<vServ>999999999,99</vServ>');
    const result = await validateDps(broken, '1.00');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.length).toBeGreaterThanOrEqual(2);
    expect(result.errors.join('\n')).toMatch(/CNPJ/);
    expect(result.errors.join('\n')).toMatch(/vServ/);
  });

  it('refuses a DPS missing a required element', async () => {
    const result = await validateDps(fixture('dps-simples.xml').replace('<cLocEmi>1400159</cLocEmi>', ''), '1.00');
    expect(result).toEqual({ ok: false, errors: [expect.stringMatching(/Expected is .*cLocEmi/)] });
  });

  it('refuses XML that is not well formed', async () => {
    const result = await validateDps('<DPS xmlns="http://www.sped.fazenda.gov.br/nfse"><infDPS>', '1.00');
    expect(result.ok).toBe(false);
  });

  it('reads the 1.01 series without its stray anchors, and still checks it', async () => {
    // TSSerieDPS is `^0{0,4}\d{1,5}$` in the 1.01 file; read literally, no series at all would pass (D203).
    const vendored = readFileSync('server/nfse/schemas/v1_01/tiposSimples_v1.01.xsd', 'utf8');
    expect(vendored).toContain('<xs:pattern value="^0{0,4}\\d{1,5}$"/>');
    const xml = buildDpsXml(dpsInput({ serie: '1' }));
    expect(await validateDps(xml)).toEqual({ ok: true });
    expect(await validateDps(buildDpsXml(dpsInput({ serie: '00007' })))).toEqual({ ok: true });
    const lettered = await validateDps(xml.replace('<serie>1</serie>', '<serie>A1</serie>'));
    expect(lettered.ok).toBe(false);
    if (!lettered.ok) expect(lettered.errors.join('\n')).toMatch(/serie/);
  });

  it('holds 1.01 to its own element order', async () => {
    // 1.00 puts pAliq before tpRetISSQN; 1.01 the other way round (D201).
    const xml = buildDpsXml(dpsInput());
    const swapped = xml.replace(
      '<tpRetISSQN>1</tpRetISSQN><pAliq>2.00</pAliq>',
      '<pAliq>2.00</pAliq><tpRetISSQN>1</tpRetISSQN>',
    );
    expect(swapped).not.toBe(xml);
    expect((await validateDps(swapped)).ok).toBe(false);
  });

  it('refuses a document the schema accepts that is no DPS: a lone Signature', async () => {
    const algorithm = (name: string, uri: string) => `<${name} Algorithm="${uri}"/>`;
    const c14n = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
    const signature =
      `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo>` +
      algorithm('CanonicalizationMethod', c14n) +
      algorithm('SignatureMethod', 'http://www.w3.org/2000/09/xmldsig#rsa-sha1') +
      `<Reference URI="#ab"><Transforms>` +
      algorithm('Transform', 'http://www.w3.org/2000/09/xmldsig#enveloped-signature') +
      algorithm('Transform', c14n) +
      `</Transforms>${algorithm('DigestMethod', 'http://www.w3.org/2000/09/xmldsig#sha1')}` +
      `<DigestValue>AAAA</DigestValue></Reference></SignedInfo><SignatureValue>AAAA</SignatureValue>` +
      `<KeyInfo><X509Data><X509Certificate>AAAA</X509Certificate></X509Data></KeyInfo></Signature>`;
    expect(await validateDps(signature)).toEqual({ ok: false, errors: [expect.stringMatching(/not a DPS/)] });
  });

  it('refuses a document over 1 MB before parsing it', async () => {
    const huge = `<DPS>${' '.repeat(MAX_DPS_BYTES)}</DPS>`;
    const result = await validateDps(huge);
    expect(result).toEqual({ ok: false, errors: [expect.stringMatching(/too large/)] });
  });
});
