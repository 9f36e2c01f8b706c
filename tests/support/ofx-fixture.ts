/**
 * OFX statements made at test time, the way Brazilian banks export them: OFX 1.0.2 (SGML header, unclosed tags,
 * CRLF, windows-1252) or OFX 2 (XML, UTF-8). Each credit is a Pix received; `debits` adds fees in between.
 */
export type FixtureCredit = { fitid: string; valor: number; data: string; memo: string; nome?: string };

const ofxDate = (day: string) => `${day.replace(/-/g, '')}120000[-3:BRT]`;
const amount = (centavos: number) =>
  `${centavos < 0 ? '-' : ''}${Math.floor(Math.abs(centavos) / 100)}.${String(Math.abs(centavos) % 100).padStart(2, '0')}`;

function transactions(credits: FixtureCredit[], debits: number, sgml: boolean): string {
  const close = (tag: string, value: string) => (sgml ? `<${tag}>${value}` : `<${tag}>${value}</${tag}>`);
  const xmlText = (value: string) => (sgml ? value : value.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
  const rows: string[] = [];
  credits.forEach((c, i) => {
    rows.push(
      [
        '<STMTTRN>',
        close('TRNTYPE', 'CREDIT'),
        close('DTPOSTED', ofxDate(c.data)),
        close('TRNAMT', amount(c.valor)),
        close('FITID', c.fitid),
        ...(c.nome ? [close('NAME', xmlText(c.nome))] : []),
        close('MEMO', xmlText(c.memo)),
        '</STMTTRN>',
      ].join('\r\n'),
    );
    if (i < debits)
      rows.push(
        [
          '<STMTTRN>',
          close('TRNTYPE', 'DEBIT'),
          close('DTPOSTED', ofxDate(c.data)),
          close('TRNAMT', '-1.50'),
          close('FITID', `TAR${i}`),
          close('MEMO', 'TARIFA PIX'),
          '</STMTTRN>',
        ].join('\r\n'),
      );
  });
  return rows.join('\r\n');
}

function body(
  credits: FixtureCredit[],
  debits: number,
  sgml: boolean,
  account: { bank: string; agency: string; acct: string },
) {
  const tag = (name: string, value: string) => (sgml ? `<${name}>${value}` : `<${name}>${value}</${name}>`);
  return [
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS>',
    tag('CODE', '0'),
    tag('SEVERITY', 'INFO'),
    '</STATUS>',
    tag('DTSERVER', ofxDate('2026-11-20')),
    tag('LANGUAGE', 'POR'),
    '</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS>',
    tag('TRNUID', '1'),
    '<STATUS>',
    tag('CODE', '0'),
    tag('SEVERITY', 'INFO'),
    '</STATUS><STMTRS>',
    tag('CURDEF', 'BRL'),
    '<BANKACCTFROM>',
    tag('BANKID', account.bank),
    tag('BRANCHID', account.agency),
    tag('ACCTID', account.acct),
    tag('ACCTTYPE', 'CHECKING'),
    '</BANKACCTFROM><BANKTRANLIST>',
    tag('DTSTART', '20261101'),
    tag('DTEND', '20261130'),
    transactions(credits, debits, sgml),
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    tag('BALAMT', '0.00'),
    tag('DTASOF', '20261130'),
    '</LEDGERBAL>',
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
  ].join('\r\n');
}

const DEFAULT_ACCOUNT = { bank: '0341', agency: '1234', acct: '56789-0' };

/** OFX 1.0.2 in windows-1252 (or ISO-8859-1): the header names the set, the bytes are single-byte. */
export function sgmlOfx(
  credits: FixtureCredit[],
  options: { debits?: number; charset?: '1252' | 'ISO-8859-1'; account?: typeof DEFAULT_ACCOUNT } = {},
): Buffer {
  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    `CHARSET:${options.charset ?? '1252'}`,
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '',
  ].join('\r\n');
  const text = header + body(credits, options.debits ?? 0, true, options.account ?? DEFAULT_ACCOUNT);
  return Buffer.from(text, 'latin1');
}

/** OFX 2.1.1 (XML) in UTF-8. */
export function xmlOfx(credits: FixtureCredit[], options: { account?: typeof DEFAULT_ACCOUNT } = {}): Buffer {
  const header =
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\r\n' +
    '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\r\n';
  return Buffer.from(header + body(credits, 0, false, options.account ?? DEFAULT_ACCOUNT), 'utf8');
}
