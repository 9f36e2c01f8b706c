import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ name files, commands and environment variables; each must exist, so that a rename or a
 * removal that forgets the docs fails here instead of misleading the next reader. What counts as a name: a code
 * span or a code block's word that looks like a repository path (its first segment is an entry of the repository's
 * root) or a root file, `npm run <script>` / `npm test` / `npm start`, an upper-case variable with an underscore
 * (or PORT, WORKER), and the target of a relative Markdown link. Placeholders (`<domain>`, `{id}`, `…`) are skipped.
 */
const root = process.cwd();
const DOCS = ['README.md', 'docs/architecture.md', 'docs/decisions.md', 'docs/operacao.md'];

/** Written by a command, not kept in the repository (.gitignore): `npm run bench` writes its results here. */
const GENERATED = ['bench/results/'];

const rootEntries = new Set(readdirSync(root).filter((name) => name !== 'node_modules' && !name.startsWith('.next')));
rootEntries.add('.ci');

/** Source files where a variable may be read (not the docs themselves). */
function codeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.git', 'docs', 'public'].includes(entry.name) || /^\.(next|data)/.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) codeFiles(full, out);
    else if (/\.(ts|tsx|mjs|js|sh)$/.test(entry.name) || full === path.join(root, '.ci/run')) out.push(full);
  }
  return out;
}
const code = codeFiles(root)
  .filter((file) => !file.endsWith(path.join('tests', 'unit', 'docs.test.ts')))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const scripts = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as object);

/** The words of every code span and code block of a Markdown text. */
function codeWords(markdown: string): { spans: string[]; words: string[] } {
  const spans: string[] = [];
  const blocks = markdown.match(/```[\s\S]*?```/g) ?? [];
  const rest = markdown.replace(/```[\s\S]*?```/g, ' ');
  for (const match of rest.matchAll(/`([^`\n]+)`/g)) spans.push(match[1]);
  for (const block of blocks)
    spans.push(
      ...block
        .split('\n')
        .slice(1, -1)
        .map((line) => line.replace(/#.*$/, '')),
    );
  const words = spans.flatMap((span) => span.split(/[\s,;()]+/)).map((word) => word.replace(/[.:,;)]+$/, ''));
  return { spans, words };
}

function isPlaceholder(word: string): boolean {
  return /[<>{}…]|\$\(/.test(word);
}

/** A path that exists, a directory included; a `*` in the last segment must match at least one file. */
function pathExists(relative: string): boolean {
  if (GENERATED.some((prefix) => relative.startsWith(prefix))) return true;
  const clean = relative.replace(/\/$/, '');
  if (!clean.includes('*')) return existsSync(path.join(root, clean));
  const dir = path.dirname(clean);
  const pattern = new RegExp(
    `^${path
      .basename(clean)
      .replace(/[.+^$|()[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
  );
  return existsSync(path.join(root, dir)) && readdirSync(path.join(root, dir)).some((name) => pattern.test(name));
}

function named(doc: string) {
  const text = readFileSync(path.join(root, doc), 'utf8');
  const { spans, words } = codeWords(text);
  const paths = new Set<string>();
  for (const word of words) {
    if (!word || isPlaceholder(word) || word.startsWith('/') || /^https?:/.test(word)) continue;
    const first = word.split('/')[0];
    if (word.includes('/') && rootEntries.has(first)) paths.add(word);
    else if (!word.includes('/') && /\.(ts|tsx|mjs|json|md)$/.test(word) && rootEntries.has(word)) paths.add(word);
  }
  for (const match of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
    if (/^[a-z]+:/.test(match[1])) continue;
    paths.add(path.relative(root, path.join(root, path.dirname(doc), match[1])));
  }
  const commands = new Set<string>();
  for (const span of spans)
    for (const match of span.matchAll(/\bnpm (?:run ([\w:-]+)|(test|start)\b)/g)) commands.add(match[1] ?? match[2]);
  const variables = new Set(
    words
      .map((word) => word.replace(/^\$/, '').replace(/=.*$/, ''))
      .filter((word) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(word) || ['PORT', 'WORKER'].includes(word)),
  );
  return { paths: [...paths], commands: [...commands], variables: [...variables] };
}

describe('the README and docs/ name only what exists', () => {
  it('keeps the README a front door of at most 120 lines', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(120);
  });

  for (const doc of DOCS) {
    describe(doc, () => {
      const { paths, commands, variables } = named(doc);

      it('names files and folders that exist', () => {
        expect(paths.length).toBeGreaterThan(0);
        expect(paths.filter((p) => !pathExists(p))).toEqual([]);
      });

      it('names npm scripts that package.json has', () => {
        expect(commands.filter((c) => !scripts.includes(c))).toEqual([]);
      });

      it('names environment variables the code reads', () => {
        const unread = variables.filter(
          (name) => !new RegExp(`(\\.|['"\`]|\\$\\{?|\\[)${name}\\b|\\b${name}\\s*[=:]`).test(code),
        );
        expect(unread).toEqual([]);
      });
    });
  }

  it('is not fooled: a missing file, script and variable are reported', () => {
    expect(pathExists('server/no-such-file.ts')).toBe(false);
    expect(pathExists('supabase/migrations/*_data_version.sql')).toBe(true);
    expect(scripts.includes('no-such-script')).toBe(false);
    expect(statSync(path.join(root, 'docs')).isDirectory()).toBe(true);
  });
});
