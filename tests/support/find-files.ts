import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'tests', 'bench', 'scripts', 'public', 'supabase', 'messages', 'content']);

/** Project source files (relative paths) matching a test, found by walking the tree, not by a list. */
export function findSourceFiles(match: (relativePath: string) => boolean, dir = ROOT): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findSourceFiles(match, full));
    else if (/\.(ts|tsx)$/.test(entry.name)) {
      const relative = path.relative(ROOT, full);
      if (match(relative)) found.push(relative);
    }
  }
  return found.sort();
}

/** Files whose first statement is 'use server': every server action of the app lives in one of them. */
export function findServerActionFiles(): string[] {
  return findSourceFiles((relative) =>
    /^\s*(\/\/.*\n|\/\*[\s\S]*?\*\/\s*)*['"]use server['"]/.test(readFileSync(path.join(ROOT, relative), 'utf8')),
  );
}

export { ROOT };
