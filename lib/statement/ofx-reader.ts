/**
 * A reader of OFX written here (D179), in place of `ofx-js`, whose regular expression backtracked exponentially on a
 * few hundred hostile bytes: one pass over the text, left to right, with `indexOf` and no regular expression on the
 * document, so the time it takes grows with the file's size and nothing else. It reads OFX 1.x (SGML: leaf elements
 * left unclosed, aggregates closed) and OFX 2.x (XML: every element closed) alike, and keeps only what a statement
 * import needs: per statement (STMTRS, CCSTMTRS) the account (BANKID, BRANCHID, ACCTID) and each STMTTRN's leaf
 * values (TRNTYPE, DTPOSTED, TRNAMT, FITID, NAME, MEMO, PAYEE's NAME…). A tag name longer than any OFX element, an
 * aggregate nested deeper than any OFX file, too many elements, or a pass longer than its time budget is refused.
 */
export type OfxTransaction = Record<string, string>;
export type OfxStatement = { account: Record<string, string>; transactions: OfxTransaction[] };
export type OfxReadRefusal = 'notOfx' | 'malformed' | 'tooSlow';
export type OfxRead = { ok: true; statements: OfxStatement[] } | { ok: false; reason: OfxReadRefusal };

/** OFX's longest element names are about 20 letters; 10,000-letter tags are an attack, not a bank. */
const MAX_TAG = 64;
/** A bank statement nests 6 or 7 aggregates deep. */
const MAX_DEPTH = 32;
/** OFX's longest values (MEMO, NAME) are 255 characters: a value 16 times that is no statement. */
const MAX_VALUE = 4_096;
/** Elements per file: a 5 MB statement holds about 250,000. */
const MAX_ELEMENTS = 1_000_000;
/** How often (in elements) the clock is read. */
const CLOCK_EVERY = 2_048;

const STATEMENTS = new Set(['STMTRS', 'CCSTMTRS']);
const ACCOUNTS = new Set(['BANKACCTFROM', 'CCACCTFROM']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** XML's escapes (`&amp;`, `&#233;`, `&#xE9;`); SGML files write `&` as it is, which stays. Linear: one scan. */
function unescape(value: string): string {
  if (!value.includes('&')) return value;
  let out = '';
  let at = 0;
  for (;;) {
    const amp = value.indexOf('&', at);
    if (amp < 0) return out + value.slice(at);
    // An entity is at most 9 characters long: its `;` is looked for there only, never further (a file of `&`
    // without `;` would otherwise be scanned to its end once per `&`).
    const semi = value.slice(amp + 1, amp + 10).indexOf(';') + amp + 1;
    const name = semi > amp ? value.slice(amp + 1, semi) : null;
    let char: string | undefined;
    if (name && name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (Number.isInteger(code) && code > 0 && code <= 0x10ffff) char = String.fromCodePoint(code);
    } else if (name) char = ENTITIES[name.toLowerCase()];
    if (char === undefined) {
      out += value.slice(at, amp + 1);
      at = amp + 1;
    } else {
      out += value.slice(at, amp) + char;
      at = semi + 1;
    }
  }
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

const isNameChar = (code: number) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 46 || code === 95;

/** Reads the statements of an OFX text within `budgetMs` (the clock is injectable for tests). */
export function readOfx(source: string, budgetMs: number, clock: () => number = Date.now): OfxRead {
  const start = source.search(/<OFX>/i);
  if (start < 0) return { ok: false, reason: 'notOfx' };
  const began = clock();
  const open: string[] = [];
  const statements: OfxStatement[] = [];
  let statement: OfxStatement | null = null;
  let transaction: OfxTransaction | null = null;
  let inAccount = false;
  let elements = 0;
  let at = start;

  /** Closes the innermost open aggregates down to `name` (an unclosed SGML aggregate closes with its parent). */
  const close = (name: string) => {
    const index = open.lastIndexOf(name);
    if (index < 0) return; // A leaf's closing tag (OFX 2), already taken with its value.
    while (open.length > index) {
      const done = open.pop()!;
      if (done === 'STMTTRN' && transaction && statement) {
        statement.transactions.push(transaction);
        transaction = null;
      } else if (ACCOUNTS.has(done)) inAccount = false;
      else if (STATEMENTS.has(done)) statement = null;
    }
  };

  while (at < source.length) {
    const lt = source.indexOf('<', at);
    if (lt < 0) break;
    if (++elements > MAX_ELEMENTS) return { ok: false, reason: 'malformed' };
    if (elements % CLOCK_EVERY === 0 && clock() - began > budgetMs) return { ok: false, reason: 'tooSlow' };
    const kind = source.charCodeAt(lt + 1);
    // `<?…?>`, `<!…>` (XML declaration, processing instructions, comments): skipped to their end.
    if (kind === 63 || kind === 33) {
      const end =
        kind === 33 && source.startsWith('<!--', lt) ? source.indexOf('-->', lt + 4) : source.indexOf('>', lt);
      if (end < 0) return { ok: false, reason: 'malformed' };
      at = end + 1;
      continue;
    }
    const closing = kind === 47;
    let i = lt + (closing ? 2 : 1);
    const nameStart = i;
    while (i < source.length && i - nameStart <= MAX_TAG && isNameChar(source.charCodeAt(i))) i++;
    const name = source.slice(nameStart, i).toUpperCase();
    if (!name || i - nameStart > MAX_TAG) return { ok: false, reason: 'malformed' };
    const gt = source.indexOf('>', i);
    if (gt < 0) return { ok: false, reason: 'malformed' };
    // Attributes are not OFX; anything between the name and `>` other than spaces (or XML's `/`) is refused.
    for (let j = i; j < gt; j++) {
      const code = source.charCodeAt(j);
      if (code !== 32 && code !== 9 && code !== 10 && code !== 13 && code !== 47)
        return { ok: false, reason: 'malformed' };
    }
    at = gt + 1;
    if (closing) {
      close(name);
      continue;
    }
    if (source.charCodeAt(gt - 1) === 47) continue; // `<EMPTY/>`
    const next = source.indexOf('<', at);
    const end = next < 0 ? source.length : next;
    let first = at;
    while (first < end && isSpace(source.charCodeAt(first))) first++;
    if (first < end) {
      // A leaf: its value runs to the next tag (SGML), which may be its own closing tag (XML).
      if (end - first > MAX_VALUE) return { ok: false, reason: 'malformed' };
      const text = () => unescape(source.slice(first, end).trim());
      // Inside a transaction, its leaves by name (the first of each kind), and the payee aggregate's NAME apart: an
      // SGML leaf written without a value is taken for an aggregate, so parents are not relied on.
      if (transaction) {
        const key = open.includes('PAYEE') ? (name === 'NAME' ? 'PAYEE.NAME' : null) : name;
        if (key && !(key in transaction)) transaction[key] = text();
      } else if (inAccount && statement && !(name in statement.account)) statement.account[name] = text();
      at = next < 0 ? source.length : next;
      continue;
    }
    if (open.length >= MAX_DEPTH) return { ok: false, reason: 'malformed' };
    open.push(name);
    if (STATEMENTS.has(name)) {
      statement = { account: {}, transactions: [] };
      statements.push(statement);
    } else if (ACCOUNTS.has(name) && statement) inAccount = true;
    else if (name === 'STMTTRN' && statement) transaction = {};
  }
  if (clock() - began > budgetMs) return { ok: false, reason: 'tooSlow' };
  return { ok: true, statements };
}
