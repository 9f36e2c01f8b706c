import { beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { MAX_STATEMENT_BYTES, parseOfx } from '@/lib/statement/ofx';
import { readOfx } from '@/lib/statement/ofx-reader';
import { sgmlOfx } from '@/tests/support/ofx-fixture';

/**
 * A statement cannot hang the server (D179): the reader is one linear pass, so a hostile file of 100 KB is read or
 * refused, with a Portuguese message, within the Done-when bound of 100 ms, whatever its shape: the pattern that made
 * `ofx-js` backtrack for hours (`<` and dozens of letters with no `>` near), 10,000-letter tags, and aggregates nested
 * thousands deep. Files over 5 MB are refused before they are read.
 */
const HEADER = 'OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nCHARSET:1252\r\n\r\n<OFX>';
const KB100 = 100 * 1024;
const fill = (unit: string) => HEADER + unit.repeat(Math.ceil((KB100 - HEADER.length) / unit.length));
const messages = Object.values(m.pix.statement);

/**
 * The parse and the CPU time it took: what a request waits for the event loop is this process's work, and CPU time
 * leaves out the time other processes of a loaded machine take the core (the bound is the reader's, not the host's).
 */
function timed(source: string) {
  const bytes = Buffer.from(source, 'latin1');
  const started = process.cpuUsage();
  const result = parseOfx(bytes);
  const spent = process.cpuUsage(started);
  return { result, ms: (spent.user + spent.system) / 1000, size: bytes.length };
}

describe('a hostile OFX of 100 KB is read or refused within 100 ms', () => {
  // A running server has read statements before: the bound is the reader's, not the JIT's first compile.
  beforeAll(() => {
    const warm = sgmlOfx(
      Array.from({ length: 200 }, (_, i) => ({ fitid: `W${i}`, valor: 100 + i, data: '2026-11-10', memo: 'PIX' })),
    );
    for (let i = 0; i < 5; i++) parseOfx(warm);
  });

  it.each([
    ['the nested-tag pattern (letters after `<`, no `>`)', fill(`<${'A'.repeat(40)}.`)],
    ['the same pattern with a `>` at the very end', `${fill(`<${'A'.repeat(27)}`)}>`],
    ['10,000-letter tags', fill(`<${'B'.repeat(10_000)}>x`)],
    ['aggregates nested thousands deep (SGML)', fill('<STMTRS>')],
    ['aggregates nested thousands deep and closed (XML)', fill('<A>') + '</A>'.repeat(1000)],
    ['thousands of unclosed leaves', fill('<MEMO>x')],
    ['an unterminated comment', `${HEADER}<!--${'-'.repeat(KB100)}`],
    ['entities everywhere', `${HEADER}<BANKMSGSRSV1><STMTTRNRS><STMTRS><MEMO>${'&amp;&#65;&x'.repeat(9_000)}`],
  ])('%s', (_name, source) => {
    const { result, ms, size } = timed(source);
    expect(size).toBeGreaterThanOrEqual(KB100);
    expect(ms).toBeLessThan(100);
    if (!result.ok) expect(messages).toContain(result.message);
  });

  it('refuses the 10,000-letter tags and the deep nesting with a Portuguese message', () => {
    expect(timed(fill(`<${'B'.repeat(10_000)}>x`)).result).toEqual({ ok: false, message: m.pix.statement.malformed });
    expect(timed(fill('<STMTRS>')).result).toEqual({ ok: false, message: m.pix.statement.malformed });
  });

  it('gives up past its time budget with a Portuguese message', () => {
    let tick = 0;
    const slowClock = () => (tick += 5_000);
    expect(
      readOfx(
        sgmlOfx([{ fitid: '1', valor: 100, data: '2026-11-10', memo: 'PIX' }]).toString('latin1'),
        2_000,
        slowClock,
      ),
    ).toEqual({
      ok: false,
      reason: 'tooSlow',
    });
    expect(m.pix.statement.tooSlow).toMatch(/demorou demais/);
  });

  it('refuses a file over 5 MB before reading it', () => {
    expect(parseOfx(new Uint8Array(MAX_STATEMENT_BYTES + 1))).toEqual({
      ok: false,
      message: 'O arquivo é grande demais (máximo de 5 MB).',
    });
  });

  it('reads OFX 2 with PAYEE, comments and a leaf written without a value', () => {
    const source = [
      '<?xml version="1.0" encoding="UTF-8"?><?OFX OFXHEADER="200" VERSION="220"?><!-- exportado -->',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>',
      '<BANKACCTFROM><BANKID>0341</BANKID><BRANCHID>1234</BRANCHID><ACCTID>56789-0</ACCTID></BANKACCTFROM>',
      '<BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20261110</DTPOSTED><TRNAMT>12.34</TRNAMT>',
      '<FITID>F1</FITID><MEMO></MEMO><PAYEE><NAME>Ana &amp; Filhos</NAME><CITY>Recife</CITY></PAYEE></STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    expect(parseOfx(Buffer.from(source))).toEqual({
      ok: true,
      contas: ['0341:1234:56789-0'],
      debitos: 0,
      credits: [
        {
          fitid: 'F1',
          conta: '0341:1234:56789-0',
          valor: 1234,
          data: '2026-11-10',
          memo: '',
          pagadorNome: 'Ana & Filhos',
          pagadorDocumento: null,
        },
      ],
    });
  });
});
