import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The write model's guard (decision D21, docs/architecture.md "Write model"): only a table's writer files insert
 * its rows or move its status. It reads the source, as the authorization test reads the action registry, and names
 * every stray write. Tests and migrations are outside its reach; a seed uses the bulk variant of the writer.
 */

/** The table (its drizzle export name), the column that holds its status, and the files allowed to write it. */
export const WRITERS: Record<string, { status?: string; files: string[] }> = {
  clientes: {
    files: ['server/clients/create-client.ts', 'server/clients/update-client.ts', 'server/clients/delete-client.ts'],
  },
  // A lead has no status column: handled (and converted) is its state.
  leads: { status: 'handledAt', files: ['server/leads/receive-lead.ts', 'server/leads/update-lead.ts'] },
  propostas: {
    status: 'status',
    files: [
      'server/proposals/create-proposal.ts',
      'server/proposals/update-proposal.ts',
      'server/proposals/send-proposal.ts',
      'server/proposals/accept-proposal.ts',
    ],
  },
  contratos: {
    status: 'status',
    files: [
      'server/contracts/create-contract.ts',
      'server/contracts/update-contract.ts',
      'server/contracts/mark-contract-signed.ts',
    ],
  },
  signatureDocuments: {
    status: 'status',
    files: [
      'server/signatures/create-signature-document.ts',
      'server/signatures/send-signature-document.ts',
      'server/signatures/sign-document.ts',
      'server/signatures/cancel-signature-document.ts',
      'server/signatures/expire-signature-documents.ts',
      'server/signatures/send-to-signers.ts',
      'server/signatures/sign-as-signer.ts',
      'server/signatures/refuse-signature.ts',
    ],
  },
  signatureSigners: {
    status: 'status',
    files: [
      'server/signatures/set-signature-signers.ts',
      'server/signatures/send-signature-document.ts',
      'server/signatures/invite-signers.ts',
      'server/signatures/sign-document.ts',
      'server/signatures/sign-as-signer.ts',
      'server/signatures/refuse-signature.ts',
      'server/signatures/cancel-signer.ts',
    ],
  },
  cobrancas: {
    status: 'status',
    files: [
      'server/charges/create-charge.ts',
      'server/charges/update-charge.ts',
      'server/charges/mark-charge-paid.ts',
      'server/charges/cancel-charge.ts',
      'server/charges/mark-charge-overdue.ts',
      'server/charges/set-charge-cobv.ts',
    ],
  },
  pagamentos: {
    status: 'status',
    files: [
      'server/payments/create-payment.ts',
      'server/payments/fulfil.ts',
      'server/payments/update-payment-status.ts',
    ],
  },
  projects: {
    status: 'status',
    files: [
      'server/projects/create-project.ts',
      'server/projects/update-project.ts',
      'server/projects/move-project.ts',
      'server/projects/mark-instalment-paid.ts',
    ],
  },
  landingPages: {
    status: 'status',
    files: ['server/landing-pages/create-landing-page.ts', 'server/landing-pages/update-landing-page.ts'],
  },
  timeline: { files: ['server/timeline/record.ts'] },
  pixRecebidos: {
    status: 'status',
    files: ['server/pix/record-received-pix.ts', 'server/pix/match-received-pix.ts'],
  },
  pixDevolucoes: { status: 'status', files: ['server/pix/request-refund.ts', 'server/pix/update-refund.ts'] },
  extratoCreditos: {
    status: 'status',
    files: ['server/pix/record-statement-credits.ts', 'server/pix/reconcile-statement-credit.ts'],
  },
  whatsappMensagens: {
    status: 'status',
    files: [
      'server/whatsapp/record-message.ts',
      'server/whatsapp/record-send-result.ts',
      'server/whatsapp/record-status.ts',
      'server/whatsapp/record-incoming.ts',
    ],
  },
  whatsappConsentimentos: { status: 'status', files: ['server/whatsapp/record-consent.ts'] },
};

/** Where application code lives; tests, migrations and the generated folders are not scanned. */
const ROOTS = ['app', 'server', 'lib', 'components', 'scripts', 'bench'];

export type StrayWrite = { file: string; table: string; kind: 'insert' | 'status'; line: number };

/** Every source file under a folder, relative to the project. */
function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative] : [];
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

/** Every insert into, or status update of, a table with writers, outside that table's writer files. */
export function strayWrites(file: string, source: string): StrayWrite[] {
  const found: StrayWrite[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  for (const [table, rule] of Object.entries(WRITERS)) {
    if (rule.files.includes(file)) continue;
    const insert = new RegExp(`\\.insert\\(\\s*${table}\\s*\\)`, 'g');
    for (const match of source.matchAll(insert)) found.push({ file, table, kind: 'insert', line: lineOf(match.index) });
    const rawInsert = new RegExp(`insert\\s+into\\s+"?${snake(table)}"?\\b`, 'gi');
    for (const match of source.matchAll(rawInsert))
      found.push({ file, table, kind: 'insert', line: lineOf(match.index) });
    if (!rule.status) continue;
    const update = new RegExp(`\\.update\\(\\s*${table}\\s*\\)`, 'g');
    for (const match of source.matchAll(update)) {
      const statement = statementAt(source, match.index);
      const set = statement.slice(statement.indexOf('.set('));
      if (new RegExp(`[{,\\s]${rule.status}\\s*[:,}]`).test(set) || /\.\.\.\s*\w/.test(set.split('.where(')[0]))
        found.push({ file, table, kind: 'status', line: lineOf(match.index) });
    }
    const rawUpdate = new RegExp(`update\\s+"?${snake(table)}"?\\s+set\\s+[^;]*\\b${rule.status}\\s*=`, 'gi');
    for (const match of source.matchAll(rawUpdate))
      found.push({ file, table, kind: 'status', line: lineOf(match.index) });
  }
  return found;
}

/** The SQL name of a drizzle export (signatureDocuments → signature_documents). */
function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

describe('the write model: one writer per table', () => {
  it('finds no insert or status change of a table outside its writer files', () => {
    const root = process.cwd();
    const files = ROOTS.flatMap((dir) => sourceFiles(root, dir));
    const stray = files.flatMap((file) => strayWrites(file, readFileSync(path.join(root, file), 'utf8')));
    expect(stray.map((s) => `${s.file}:${s.line} ${s.kind} ${s.table}`)).toEqual([]);
  });

  it('names every writer file that exists', () => {
    const root = process.cwd();
    const missing = Object.values(WRITERS)
      .flatMap((rule) => rule.files)
      .filter((file) => {
        try {
          readFileSync(path.join(root, file));
          return false;
        } catch {
          return true;
        }
      });
    expect(missing).toEqual([]);
  });

  it('catches a stray insert, a stray status update and raw SQL', () => {
    const source = [
      `await db.insert(cobrancas).values({ titulo: 'x' });`,
      `await tx.update(propostas).set({ status: 'aceita', updatedAt: at }).where(eq(propostas.id, id));`,
      `await tx.update(propostas).set({ titulo: 'y' }).where(eq(propostas.id, id));`,
      'await db.execute(sql`update cobrancas set status = ${"pago"} where id = ${id}`);',
    ].join('\n');
    expect(strayWrites('server/charges/actions.ts', source)).toEqual([
      { file: 'server/charges/actions.ts', table: 'propostas', kind: 'status', line: 2 },
      { file: 'server/charges/actions.ts', table: 'cobrancas', kind: 'insert', line: 1 },
      { file: 'server/charges/actions.ts', table: 'cobrancas', kind: 'status', line: 4 },
    ]);
    expect(strayWrites('server/charges/create-charge.ts', source.split('\n')[0])).toEqual([]);
  });
});
