import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/server/platform/db/schema';

/**
 * The write model's guard (decisions D21, D154, docs/architecture.md "The write model"): only a table's writer files
 * insert its rows or write any of its columns. It reads the source, as the authorization test reads the action
 * registry, and names every stray write. Tests and migrations are outside its reach; a seed uses the bulk variant of
 * the writer.
 */

/**
 * The table (its drizzle export name) and the files that own it: they insert its rows and may write every column.
 * `also`: a file that is not the table's writer but may write the columns named (a counter, a relink, the LGPD
 * erasure), each for the reason its comment gives; any other column it writes is a stray write.
 */
export type WriterRule = { files: string[]; also?: Record<string, string[]> };

/** D79: the LGPD erasure overwrites what server/portal/erasure-plan.ts declares, in every table of the client. */
const ERASURE = { 'server/portal/erasure.ts': ['*'] };

export const WRITERS: Record<string, WriterRule> = {
  clientes: {
    files: ['server/clients/create-client.ts', 'server/clients/update-client.ts', 'server/clients/delete-client.ts'],
    also: ERASURE,
  },
  leads: {
    files: ['server/leads/receive-lead.ts', 'server/leads/update-lead.ts'],
    also: {
      ...ERASURE,
      // The retention period's anonymisation (docs/operacao.md): the sender's data only, the message kept as a count.
      'server/portal/leads-retention.ts': ['name', 'email', 'phone', 'subject', 'message'],
    },
  },
  propostas: {
    files: [
      'server/proposals/create-proposal.ts',
      'server/proposals/update-proposal.ts',
      'server/proposals/send-proposal.ts',
      'server/proposals/accept-proposal.ts',
    ],
    // The public page's view counter: no fact of the proposal, no event.
    also: { ...ERASURE, 'server/proposals/views.ts': ['visualizacoes', 'ultimaVisualizacao'] },
  },
  contratos: {
    files: [
      'server/contracts/create-contract.ts',
      'server/contracts/update-contract.ts',
      'server/contracts/mark-contract-signed.ts',
    ],
    also: ERASURE,
  },
  contratoModelos: {
    files: ['server/contracts/create-contract-template.ts', 'server/contracts/update-contract-template.ts'],
  },
  signatureDocuments: {
    files: [
      'server/signatures/draft/create-signature-document.ts',
      'server/signatures/follow-up/cancel-signature-document.ts',
      'server/signatures/follow-up/expire-signature-documents.ts',
      'server/signatures/send/send-to-signers.ts',
      'server/signatures/sign/sign-as-signer.ts',
      'server/signatures/sign/refuse-signature.ts',
      'server/signatures/draft/set-signature-signers.ts',
      'server/signatures/send/invite-signers.ts',
      'server/signatures/sign/signer-link.ts',
      'server/signatures/draft/save-signature-fields.ts',
      'server/signatures/seal/seal-round.ts',
    ],
    also: ERASURE,
  },
  signatureSigners: {
    files: [
      'server/signatures/draft/create-signature-document.ts',
      'server/signatures/draft/set-signature-signers.ts',
      'server/signatures/send/invite-signers.ts',
      'server/signatures/sign/sign-as-signer.ts',
      'server/signatures/sign/refuse-signature.ts',
      'server/signatures/follow-up/cancel-signer.ts',
      'server/signatures/sign/send-signer-code.ts',
      'server/signatures/sign/confirm-signer-code.ts',
      'server/signatures/seal/seal-round.ts',
      'server/signatures/sign/signer-link.ts',
    ],
    also: ERASURE,
  },
  cobrancas: {
    files: [
      'server/charges/create-charge.ts',
      'server/charges/update-charge.ts',
      'server/charges/mark-charge-paid.ts',
      'server/charges/cancel-charge.ts',
      'server/charges/reactivate-charge.ts',
      'server/charges/mark-charge-overdue.ts',
      'server/charges/set-charge-cobv.ts',
      'server/charges/link-charge.ts',
    ],
    also: ERASURE,
  },
  pagamentos: {
    files: [
      'server/payments/create-payment.ts',
      'server/payments/fulfil.ts',
      'server/payments/update-payment-status.ts',
    ],
    also: {
      ...ERASURE,
      // The promo code's reservation flag, released with the code's counter (D35).
      'server/payments/promo-reservation.ts': ['promoReservado'],
      // A payment whose client was found later (the timeline's backfill).
      'server/timeline/payment-events.ts': ['clienteId'],
    },
  },
  projects: {
    files: [
      'server/projects/create-project.ts',
      'server/projects/update-project.ts',
      'server/projects/move-project.ts',
      'server/projects/mark-instalment-paid.ts',
      'server/projects/link-project.ts',
    ],
    also: ERASURE,
  },
  landingPages: {
    files: ['server/landing-pages/create-landing-page.ts', 'server/landing-pages/update-landing-page.ts'],
    // The public page's counters: no fact of the page, no event.
    also: { 'server/landing-pages/counters.ts': ['visualizacoes', 'conversoes'] },
  },
  // D51: a document linked to its client by hand takes its timeline entries along.
  timeline: { files: ['server/timeline/record.ts'], also: { ...ERASURE, 'server/clients/link.ts': ['clienteId'] } },
  pixRecebidos: { files: ['server/pix/record-received-pix.ts', 'server/pix/match-received-pix.ts'] },
  pixDevolucoes: { files: ['server/pix/request-refund.ts', 'server/pix/update-refund.ts'] },
  extratoCreditos: {
    files: ['server/pix/record-statement-credits.ts', 'server/pix/reconcile-statement-credit.ts'],
  },
  whatsappMensagens: {
    files: [
      'server/whatsapp/record-message.ts',
      'server/whatsapp/record-send-result.ts',
      'server/whatsapp/record-status.ts',
      'server/whatsapp/record-incoming.ts',
    ],
  },
  whatsappConsentimentos: { files: ['server/whatsapp/record-consent.ts'] },
  // D154: every settings section is saved by the one writer, whose event says what the section refreshes.
  configuracoes: { files: ['server/settings/store.ts'] },
  historicoPerfilProtegido: { files: ['server/agency/record-profile-changes.ts'] },
  // D226: the NFS-e fiscal profile and its certificate, one row, one writer.
  // D232: the note's reservation takes the next DPS number from the profile, in the same statement as it counts.
  nfsePerfil: {
    files: ['server/nfse/write-fiscal-profile.ts'],
    also: { 'server/nfse/write-note.ts': ['proximoNumero'] },
  },
  notasFiscais: { files: ['server/nfse/write-note.ts'] },
  // A card's history: written with the card by its writers.
  projectActivities: { files: ['server/projects/create-project.ts', 'server/projects/move-project.ts'] },
  // The signing audit trail (D117): appended by its one recorder, or in bulk by the expiry job.
  signatureEvents: {
    files: ['server/signatures/audit.ts', 'server/signatures/follow-up/expire-signature-documents.ts'],
    also: ERASURE,
  },
  signatureFields: {
    files: [
      'server/signatures/draft/create-signature-document.ts',
      'server/signatures/draft/save-signature-fields.ts',
      'server/signatures/send/send-to-signers.ts',
      'server/signatures/follow-up/cancel-signer.ts',
      'server/signatures/draft/from-contract.ts',
      'server/signatures/draft/set-signature-signers.ts',
      'server/signatures/sign/sign-as-signer.ts',
    ],
    also: ERASURE,
  },
};

/** Where application code lives; tests, migrations and the generated folders are not scanned. */
const ROOTS = ['app', 'server', 'lib', 'components', 'scripts', 'bench'];

export type StrayWrite = { file: string; table: string; kind: 'insert' | 'update'; column?: string; line: number };

/** Every source file under a folder, relative to the project. */
function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, relative);
    // A test file (bench/*.test.ts measures with its own rows) is no application code.
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [relative] : [];
  });
}

/** The statement that starts at `from`: up to the next `;` at depth 0 (enough for drizzle's builder chains). */
function statementAt(source: string, from: number): string {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === ';' && depth <= 0) return source.slice(from, i);
    if (depth < 0) return source.slice(from, i);
  }
  return source.slice(from);
}

/** The text between the bracket at `open` and its match. */
function bracketed(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    if (depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

/**
 * The columns the drizzle `.set(…)` calls of a statement write: the keys of their object literals; `*` for a
 * spread or a value built elsewhere (a variable), which may write any column.
 */
export function setColumns(statement: string): string[] {
  const columns: string[] = [];
  for (const match of statement.matchAll(/\.set\(/g))
    columns.push(...literalKeys(bracketed(statement, match.index + 4)));
  return [...new Set(columns)];
}

/** The top-level keys of an object literal's source (comments aside); `*` when it is not one, or spreads one. */
function literalKeys(source: string): string[] {
  const argument = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .trim();
  if (!argument.startsWith('{')) return ['*'];
  const body = bracketed(argument, 0);
  const columns: string[] = [];
  let depth = 0;
  let part = '';
  for (const c of `${body},`) {
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    if (c === ',' && depth === 0) {
      const entry = part.trim();
      part = '';
      if (!entry) continue;
      if (entry.startsWith('...')) columns.push('*');
      else columns.push(entry.match(/^['"]?([\w$]+)/)?.[1] ?? '*');
    } else part += c;
  }
  return columns;
}

/** The drizzle table of an export name, for its columns. */
function columnsOf(table: string): string[] {
  const value = (schema as unknown as Record<string, Table>)[table];
  return value ? Object.keys(getTableColumns(value)) : [];
}

/** Every insert into a table with writers, or write of one of its columns, outside that table's writer files. */
export function strayWrites(file: string, source: string, writers: Record<string, WriterRule> = WRITERS): StrayWrite[] {
  const found: StrayWrite[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  for (const [table, rule] of Object.entries(writers)) {
    if (rule.files.includes(file)) continue;
    const also = rule.also?.[file] ?? [];
    const allowed = (column: string) => also.includes('*') || also.includes(column);
    const insert = new RegExp(`\\.insert\\(\\s*${table}\\s*\\)`, 'g');
    for (const match of source.matchAll(insert)) found.push({ file, table, kind: 'insert', line: lineOf(match.index) });
    const rawInsert = new RegExp(`insert\\s+into\\s+"?${snake(table)}"?\\b`, 'gi');
    for (const match of source.matchAll(rawInsert))
      found.push({ file, table, kind: 'insert', line: lineOf(match.index) });
    const update = new RegExp(`\\.update\\(\\s*${table}\\s*\\)`, 'g');
    for (const match of source.matchAll(update))
      for (const column of setColumns(statementAt(source, match.index)))
        if (!allowed(column)) found.push({ file, table, kind: 'update', column, line: lineOf(match.index) });
    const rawUpdate = new RegExp(`update\\s+"?${snake(table)}"?\\s+set\\s+([^;]*)`, 'gi');
    for (const match of source.matchAll(rawUpdate))
      for (const column of columnsOf(table))
        if (!allowed(column) && new RegExp(`\\b${snake(column)}\\s*=`).test(match[1].split(/\bwhere\b/i)[0]))
          found.push({ file, table, kind: 'update', column, line: lineOf(match.index) });
  }
  return found;
}

/** The SQL name of a drizzle export (signatureDocuments → signature_documents). */
function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

describe('the write model: one writer per table', () => {
  it('finds no insert or column write of a table outside its writer files', () => {
    const root = process.cwd();
    const files = ROOTS.flatMap((dir) => sourceFiles(root, dir));
    const stray = files.flatMap((file) => strayWrites(file, readFileSync(path.join(root, file), 'utf8')));
    expect(stray.map((s) => `${s.file}:${s.line} ${s.kind} ${s.table}${s.column ? `.${s.column}` : ''}`)).toEqual([]);
  });

  it('names every writer file that exists, and tables and columns the schema has', () => {
    const root = process.cwd();
    const files = Object.values(WRITERS).flatMap((rule) => [...rule.files, ...Object.keys(rule.also ?? {})]);
    const missing = files.filter((file) => {
      try {
        readFileSync(path.join(root, file));
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
    const unknown = Object.entries(WRITERS).flatMap(([table, rule]) => {
      const columns = columnsOf(table);
      if (columns.length === 0) return [table];
      return Object.values(rule.also ?? {})
        .flat()
        .filter((column) => column !== '*' && !columns.includes(column))
        .map((column) => `${table}.${column}`);
    });
    expect(unknown).toEqual([]);
  });

  it('covers the settings table: only its writer saves a section', () => {
    expect(WRITERS.configuracoes.files).toEqual(['server/settings/store.ts']);
    const source = `await db.update(configuracoes).set({ valor: {} }).where(eq(configuracoes.secao, 'site'));`;
    expect(strayWrites('server/site/actions.ts', source)).toEqual([
      { file: 'server/site/actions.ts', table: 'configuracoes', kind: 'update', column: 'valor', line: 1 },
    ]);
  });

  it('catches a stray insert, a stray write of any owned column, a spread and raw SQL', () => {
    const source = [
      `await db.insert(cobrancas).values({ titulo: 'x' });`,
      `await tx.update(propostas).set({ status: 'aceita', updatedAt: at }).where(eq(propostas.id, id));`,
      `await tx.update(propostas).set({ titulo: 'y' }).where(eq(propostas.id, id));`,
      'await db.execute(sql`update cobrancas set valor = ${1} where id = ${id}`);',
      `await db.update(clientes).set({ ...changes }).where(eq(clientes.id, id));`,
      `await db.update(leads).set(values);`,
    ].join('\n');
    expect(strayWrites('server/charges/actions.ts', source)).toEqual([
      { file: 'server/charges/actions.ts', table: 'clientes', kind: 'update', column: '*', line: 5 },
      { file: 'server/charges/actions.ts', table: 'leads', kind: 'update', column: '*', line: 6 },
      { file: 'server/charges/actions.ts', table: 'propostas', kind: 'update', column: 'status', line: 2 },
      { file: 'server/charges/actions.ts', table: 'propostas', kind: 'update', column: 'updatedAt', line: 2 },
      { file: 'server/charges/actions.ts', table: 'propostas', kind: 'update', column: 'titulo', line: 3 },
      { file: 'server/charges/actions.ts', table: 'cobrancas', kind: 'insert', line: 1 },
      { file: 'server/charges/actions.ts', table: 'cobrancas', kind: 'update', column: 'valor', line: 4 },
    ]);
    expect(strayWrites('server/charges/create-charge.ts', source.split('\n')[0])).toEqual([]);
  });

  it('lets a file named under `also` write its columns only', () => {
    const rules = {
      propostas: { files: ['server/proposals/update-proposal.ts'], also: { 'x.ts': ['visualizacoes'] } },
    };
    const counter = `await db.update(propostas).set({ visualizacoes: sql\`\${propostas.visualizacoes} + 1\` });`;
    expect(strayWrites('x.ts', counter, rules)).toEqual([]);
    const more = `await db.update(propostas).set({ visualizacoes: 1, titulo: 'z' });`;
    expect(strayWrites('x.ts', more, rules)).toEqual([
      { file: 'x.ts', table: 'propostas', kind: 'update', column: 'titulo', line: 1 },
    ]);
  });
});
