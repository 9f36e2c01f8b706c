import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { NFSE_NAMESPACE, buildDpsXml } from '@/lib/nfse/dps';
import { C14N, ENVELOPED, RSA_SHA1, SHA1, signDps } from '@/server/nfse/sign-dps';
import { validateDps } from '@/server/nfse/xsd';
import { dpsInput } from '../support/nfse-dps';
import { makeTestCa } from '../support/test-ca';

/**
 * D204: the signed DPS keeps to the schema and verifies with xml-crypto and with an independent verifier, Debian's
 * xmlsec1 (installed by .ci/run). The key and certificates are made here, never committed.
 */
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const ca = makeTestCa();
const signer = ca.client;
const dir = mkdtempSync(path.join(tmpdir(), 'nfse-sign-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const unsigned = buildDpsXml(dpsInput());
const signed = signDps(unsigned, signer);

function xmlsec(xml: string, trust: string[]): { ok: boolean; output: string } {
  const file = path.join(dir, `dps-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  const run = spawnSync('xmlsec1', ['--verify', '--id-attr:Id', 'infDPS', ...trust, file], { encoding: 'utf8' });
  if (run.error) throw new Error(`xmlsec1 could not run (apt-get install xmlsec1): ${run.error.message}`);
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const caFile = path.join(dir, 'ca.pem');
const certFile = path.join(dir, 'cert.pem');
writeFileSync(caFile, ca.caPem);
writeFileSync(certFile, signer.certPem);

function xmlCryptoVerifies(xml: string): boolean {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const signature = doc.getElementsByTagNameNS(DSIG, 'Signature')[0];
  const verifier = new SignedXml({ publicCert: signer.certPem, getCertFromKeyInfo: () => null });
  verifier.loadSignature(signature);
  try {
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

describe('signDps', () => {
  it('places an enveloped Signature after infDPS, inside DPS, with the algorithms the schema fixes', () => {
    const root = new DOMParser().parseFromString(signed, 'text/xml').documentElement!;
    const children = Array.from(root.childNodes).filter((node) => node.nodeType === 1) as Element[];
    expect(children.map((node) => [node.namespaceURI, node.localName])).toEqual([
      [NFSE_NAMESPACE, 'infDPS'],
      [DSIG, 'Signature'],
    ]);
    const signature = children[1];
    const attr = (name: string) =>
      Array.from(signature.getElementsByTagNameNS(DSIG, name)).map((node) => node.getAttribute('Algorithm'));
    expect(attr('CanonicalizationMethod')).toEqual([C14N]);
    expect(attr('SignatureMethod')).toEqual([RSA_SHA1]);
    expect(attr('DigestMethod')).toEqual([SHA1]);
    expect(attr('Transform')).toEqual([ENVELOPED, C14N]);
    const id = children[0].getAttribute('Id');
    expect(id).toMatch(/^DPS\d{42}$/);
    expect(signature.getElementsByTagNameNS(DSIG, 'Reference')[0].getAttribute('URI')).toBe(`#${id}`);
  });

  it('publishes the signer’s certificate alone in KeyInfo/X509Data', () => {
    const doc = new DOMParser().parseFromString(signed, 'text/xml');
    const certificates = Array.from(doc.getElementsByTagNameNS(DSIG, 'X509Certificate'));
    expect(certificates).toHaveLength(1);
    const x509Data = certificates[0].parentNode as Element;
    expect(x509Data.localName).toBe('X509Data');
    expect((x509Data.parentNode as Element).localName).toBe('KeyInfo');
    const base64 = signer.certPem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    expect(certificates[0].textContent).toBe(base64);
    // A chain given leaf first publishes the leaf only: the schema's X509Data holds one certificate.
    const withChain = signDps(unsigned, { keyPem: signer.keyPem, certPem: `${signer.certPem}\n${ca.caPem}` });
    expect(withChain.match(/<X509Certificate>/g)).toHaveLength(1);
  });

  it('still validates against the 1.01 schema once signed', async () => {
    expect(await validateDps(signed)).toEqual({ ok: true });
  });

  it('verifies with xmlsec1, against the issuing CA and against the certificate itself', () => {
    const trusted = xmlsec(signed, ['--trusted-pem', caFile]);
    expect(trusted.output).toMatch(/\bOK\b/);
    expect(trusted.ok).toBe(true);
    expect(xmlsec(signed, ['--pubkey-cert-pem', certFile]).ok).toBe(true);
  });

  it('verifies with xml-crypto', () => {
    expect(xmlCryptoVerifies(signed)).toBe(true);
  });

  it('signs texts with markup characters, accents and line breaks so that both verifiers agree', async () => {
    const base = dpsInput();
    const hostile = signDps(
      buildDpsXml({
        ...base,
        tomador: { ...base.tomador, nome: `Zé & Cia <Ltda> "Aspas" 'simples' ção` },
        servico: { ...base.servico, descricao: 'Linha 1 ]]> &amp;\n\tLinha 2 </xDescServ>' },
      }),
      signer,
    );
    expect(await validateDps(hostile)).toEqual({ ok: true });
    expect(xmlsec(hostile, ['--trusted-pem', caFile]).ok).toBe(true);
    expect(xmlCryptoVerifies(hostile)).toBe(true);
  });

  it('fails both verifiers when a value is changed after signing', async () => {
    const tampered = signed.replace('<vServ>4500.00</vServ>', '<vServ>450.00</vServ>');
    expect(tampered).not.toBe(signed);
    expect(await validateDps(tampered)).toEqual({ ok: true }); // still a well-formed DPS: only the signature tells
    const result = xmlsec(tampered, ['--trusted-pem', caFile]);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/FAIL|digest do not match/);
    expect(xmlCryptoVerifies(tampered)).toBe(false);
  });

  it('fails both verifiers when the taker is changed after signing', () => {
    const tampered = signed.replace('Padaria Pão Quente Ltda', 'Padaria Pao Quente Ltda');
    expect(tampered).not.toBe(signed);
    expect(xmlsec(tampered, ['--trusted-pem', caFile]).ok).toBe(false);
    expect(xmlCryptoVerifies(tampered)).toBe(false);
  });

  it('refuses a document without a DPS Id, one already signed, or a certificate that is none', () => {
    expect(() => signDps('<DPS xmlns="http://www.sped.fazenda.gov.br/nfse"><infDPS/></DPS>', signer)).toThrow(
      /infDPS Id/,
    );
    expect(() => signDps(signed, signer)).toThrow(/already signed/);
    expect(() => signDps(unsigned, { keyPem: signer.keyPem, certPem: 'nothing' })).toThrow(/No certificate/);
  });
});
