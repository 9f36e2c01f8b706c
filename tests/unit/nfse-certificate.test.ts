import { createSecureContext } from 'node:tls';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { certificateStanding, cnpjFromOtherNameValue, parseIcpBrasilCommonName } from '@/lib/nfse/certificate';
import { readPkcs12 } from '@/server/nfse/certificate';
import { icpBrasilCertificate, icpBrasilP12 } from '../support/nfse-certificates';

/** D228: reading the agency's A1 certificate, with certificates made here by node-forge. */
const DAY = 86_400_000;
const PASS = 'senha-ç-do-certificado';

describe('the e-CNPJ subject', () => {
  it('reads "RAZÃO SOCIAL:CNPJ" from the CN', () => {
    expect(parseIcpBrasilCommonName('AURORA DESIGN LTDA:11222333000181')).toEqual({
      titular: 'AURORA DESIGN LTDA',
      cnpj: '11222333000181',
    });
    expect(parseIcpBrasilCommonName('EMPRESA: FILIAL LTDA:11222333000181')?.titular).toBe('EMPRESA: FILIAL LTDA');
    expect(parseIcpBrasilCommonName('Fulano de Tal')).toBeNull();
    expect(parseIcpBrasilCommonName('AURORA:1122233300018')).toBeNull();
  });

  it('reads the CNPJ of an otherName value, padded or punctuated', () => {
    expect(cnpjFromOtherNameValue('11222333000181')).toBe('11222333000181');
    expect(cnpjFromOtherNameValue('11.222.333/0001-81')).toBe('11222333000181');
    expect(cnpjFromOtherNameValue('000')).toBeNull();
  });

  it('warns below 30 days and says when it expired', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    expect(certificateStanding(new Date(now.getTime() + 90 * DAY), now)).toEqual({ kind: 'valido' });
    expect(certificateStanding(new Date(now.getTime() + 29.5 * DAY), now)).toEqual({ kind: 'vencendo', dias: 29 });
    expect(certificateStanding(new Date(now.getTime() - 1000), now)).toEqual({ kind: 'vencido' });
  });
});

describe('readPkcs12', () => {
  it('reads the holder, the CNPJ of the otherName, the expiry and the PEMs', () => {
    const notAfter = new Date(Date.now() + 200 * DAY);
    const read = readPkcs12(icpBrasilP12({ passphrase: PASS, notAfter, cnpj: '11222333000181' }), PASS);
    if (!read.ok) throw new Error(read.problem);
    expect(read.info.titular).toBe('AURORA DESIGN LTDA');
    expect(read.info.cnpj).toBe('11222333000181');
    expect(Math.abs(read.info.validoAte.getTime() - notAfter.getTime())).toBeLessThan(1000);
    expect(read.info.impressao).toMatch(/^[0-9A-F]{64}$/);
    expect(read.certPem).toContain('-----BEGIN CERTIFICATE-----');
    expect(read.keyPem).toContain('PRIVATE KEY-----');
    // The copy has a password of its own, which Node takes.
    expect(read.passphrase).toMatch(/^[\w-]{32}$/);
    expect(() => createSecureContext({ pfx: read.pfx, passphrase: read.passphrase })).not.toThrow();
  });

  it('prefers the otherName, and falls back to the CN when there is none', () => {
    const both = readPkcs12(icpBrasilP12({ passphrase: PASS, cnpjInCn: false, cnpj: '11444777000161' }), PASS);
    expect(both.ok && both.info).toMatchObject({ cnpj: '11444777000161', titular: 'AURORA DESIGN LTDA' });
    const cnOnly = readPkcs12(icpBrasilP12({ passphrase: PASS, otherName: false, cnpj: '11444777000161' }), PASS);
    expect(cnOnly.ok && cnOnly.info.cnpj).toBe('11444777000161');
    const none = readPkcs12(icpBrasilP12({ passphrase: PASS, otherName: false, cnpjInCn: false }), PASS);
    expect(none.ok && none.info.cnpj).toBeNull();
  });

  it('tells a wrong password from a file that is no certificate', () => {
    const bytes = icpBrasilP12({ passphrase: PASS });
    expect(readPkcs12(bytes, 'outra-senha')).toEqual({ ok: false, problem: 'senha' });
    expect(readPkcs12(new TextEncoder().encode('não sou um certificado'), PASS)).toEqual({
      ok: false,
      problem: 'formato',
    });
    const { cert } = icpBrasilCertificate();
    const pemOnly = Buffer.from(forge.pki.certificateToPem(cert));
    expect(readPkcs12(pemOnly, PASS)).toEqual({ ok: false, problem: 'formato' });
  });

  it('re-encodes a legacy RC2/3DES file that OpenSSL 3 refuses, and Node TLS accepts the copy', () => {
    const legacy = icpBrasilP12({ passphrase: PASS, legacy: true });
    // What the agency's file would do if handed to https/tls as it is.
    expect(() => createSecureContext({ pfx: Buffer.from(legacy), passphrase: PASS })).toThrow();
    const read = readPkcs12(legacy, PASS);
    if (!read.ok) throw new Error(read.problem);
    expect(read.info.cnpj).toBe('11222333000181');
    expect(() => createSecureContext({ pfx: read.pfx, passphrase: read.passphrase })).not.toThrow();
    expect(() => createSecureContext({ cert: read.certPem, key: read.keyPem })).not.toThrow();
    // The copy is AES-256 (PBES2), no RC2 left.
    const again = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(read.pfx.toString('binary')), false, read.passphrase);
    expect(again.safeContents.every((contents) => !contents.encrypted)).toBe(true);
    expect(read.pfx.toString('binary')).toContain(forge.asn1.oidToDer(forge.pki.oids['aes256-CBC']).getBytes());
  });

  it('refuses a legacy file with a wrong password', () => {
    expect(readPkcs12(icpBrasilP12({ passphrase: PASS, legacy: true }), 'errada')).toEqual({
      ok: false,
      problem: 'senha',
    });
  });
});
