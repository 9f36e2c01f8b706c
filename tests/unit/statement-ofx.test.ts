import { describe, expect, it } from 'vitest';
import { ofxAmount, parseOfx } from '@/lib/statement/ofx';
import { sgmlOfx, xmlOfx, type FixtureCredit } from '@/tests/support/ofx-fixture';

const credit = (i: number, over: Partial<FixtureCredit> = {}): FixtureCredit => ({
  fitid: `2026111000${String(i).padStart(4, '0')}`,
  valor: 10000 + i,
  data: '2026-11-10',
  memo: `PIX RECEBIDO - CONCEIÇÃO & FILHOS ${i}`,
  ...over,
});

describe('OFX statements (OFX 1.0.2 SGML and OFX 2 XML, charset from the header)', () => {
  it('reads an OFX 1.0.2 file in windows-1252 with unclosed tags: accents, & and the account', () => {
    const result = parseOfx(sgmlOfx([credit(1, { nome: 'JOÃO DA CONCEIÇÃO' })], { debits: 1 }));
    expect(result).toEqual({
      ok: true,
      contas: ['0341:1234:56789-0'],
      debitos: 1,
      credits: [
        {
          fitid: '20261110000001',
          conta: '0341:1234:56789-0',
          valor: 10001,
          data: '2026-11-10',
          memo: 'PIX RECEBIDO - CONCEIÇÃO & FILHOS 1',
          pagadorNome: 'JOÃO DA CONCEIÇÃO',
          pagadorDocumento: null,
        },
      ],
    });
  });

  it('reads ISO-8859-1 and OFX 2 (XML, UTF-8, escaped &) the same way', () => {
    const latin = parseOfx(sgmlOfx([credit(2)], { charset: 'ISO-8859-1' }));
    const xml = parseOfx(xmlOfx([credit(2)]));
    expect(latin.ok && latin.credits[0].memo).toBe('PIX RECEBIDO - CONCEIÇÃO & FILHOS 2');
    expect(xml.ok && xml.credits[0]).toEqual(latin.ok && latin.credits[0]);
  });

  it('reads UTF-8 bytes under a 1252 header as UTF-8', () => {
    const text = sgmlOfx([credit(3)]).toString('latin1');
    expect(parseOfx(Buffer.from(text, 'utf8'))).toMatchObject({
      ok: true,
      credits: [{ memo: 'PIX RECEBIDO - CONCEIÇÃO & FILHOS 3' }],
    });
  });

  it('finds a payer document with valid check digits in the memo', () => {
    const result = parseOfx(sgmlOfx([credit(4, { memo: 'PIX REC 529.982.247-25 JOAO' })]));
    expect(result.ok && result.credits[0].pagadorDocumento).toBe('52998224725');
    const invalid = parseOfx(sgmlOfx([credit(4, { memo: 'PIX REC 529.982.247-24 JOAO' })]));
    expect(invalid.ok && invalid.credits[0].pagadorDocumento).toBeNull();
  });

  it('parses a generated statement of 500 credits', () => {
    const credits = Array.from({ length: 500 }, (_, i) => credit(i));
    const started = performance.now();
    const result = parseOfx(sgmlOfx(credits, { debits: 100 }));
    const elapsed = performance.now() - started;
    expect(result.ok && result.credits.length).toBe(500);
    expect(result.ok && result.debitos).toBe(100);
    expect(result.ok && new Set(result.credits.map((c) => c.fitid)).size).toBe(500);
    expect(result.ok && result.credits.reduce((sum, c) => sum + c.valor, 0)).toBe(500 * 10000 + (499 * 500) / 2);
    expect(elapsed).toBeLessThan(2000);
  });

  it('refuses an empty file, a file that is not OFX, and one without an account, with a clear message', () => {
    expect(parseOfx(new Uint8Array())).toEqual({ ok: false, message: 'O arquivo está vazio.' });
    expect(parseOfx(Buffer.from('data;valor\n10/11/2026;100,00'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/não é um extrato OFX/),
    });
    const noAccount = sgmlOfx([credit(5)])
      .toString('latin1')
      .replace(/<BANKACCTFROM>[\s\S]*<\/BANKACCTFROM>/, '');
    expect(parseOfx(Buffer.from(noAccount, 'latin1'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/não informa a conta/),
    });
    const badAmount = sgmlOfx([credit(6)])
      .toString('latin1')
      .replace('<TRNAMT>100.06', '<TRNAMT>cem');
    expect(parseOfx(Buffer.from(badAmount, 'latin1'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Não foi possível ler/),
    });
  });

  it.each([
    ['1500.00', 150000],
    ['-30,50', -3050],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['+12', 1200],
    ['0.005', 1],
    ['1.234.567', 123456700],
    ['abc', null],
  ])('reads the amount %s as %s centavos', (raw, centavos) => {
    expect(ofxAmount(raw)).toBe(centavos);
  });
});
