import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '@/messages';
import { SERVER_ONLY_NAMESPACES } from '@/messages/server';
import { staffMessages } from '@/messages/staff';

/**
 * D80, D196: the back office's client catalogue (messages/staff.ts) is one chunk in every staff screen's first load.
 * It holds exactly the namespaces client components ask for: one they ask for and it lacks would show the key instead
 * of the text; one nobody asks for is weight every screen downloads for nothing.
 */
const ROOTS = ['app', 'components', 'lib'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const clientFiles = ROOTS.flatMap(files).filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')));

/**
 * The namespaces (first segment) client components pass to useTranslations, and those read through `m`
 * (lib/messages.ts), which the forms' schemas bundle into client code.
 */
const asked = new Map<string, string[]>();
const ask = (ns: string, file: string) => asked.set(ns, [...(asked.get(ns) ?? []), file]);
for (const file of clientFiles)
  for (const match of readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*['"]([^'".]+)/g)) ask(match[1], file);
for (const file of ROOTS.flatMap(files)) {
  const source = readFileSync(file, 'utf8');
  if (!/import \{[^}]*\bm\b[^}]*\} from '@\/lib\/messages'/.test(source)) continue;
  for (const match of source.matchAll(/\bm\.(\w+)/g)) ask(match[1], file);
}

// The portal, the auth pages, the public site, the fiscal screen, the agency profile and the site editor give their
// client components picked namespaces of their own.
const OWN_PROVIDERS = [
  'auth',
  'portal',
  'site',
  'contact',
  'notFound',
  'privacy',
  'nfseProfile',
  'nfseErrors',
  'agencyProfile',
  'siteEditor',
];

describe('the staff catalogue', () => {
  it('finds the client components (the scan is armed)', () => {
    expect(clientFiles.length).toBeGreaterThan(100);
    expect(asked.get('projects')?.length).toBeGreaterThan(0);
  });

  it('holds every namespace a client component asks for, except those only other providers give', () => {
    const missing = [...asked.keys()].filter((ns) => !(ns in staffMessages) && !OWN_PROVIDERS.includes(ns));
    expect(missing).toEqual([]);
  });

  it('ships no namespace that only server code reads', () => {
    const unused = Object.keys(staffMessages).filter((ns) => !asked.has(ns));
    expect(unused).toEqual([]);
    for (const ns of SERVER_ONLY_NAMESPACES) {
      expect(ns in messages, ns).toBe(true);
      expect(ns in staffMessages, ns).toBe(false);
      expect(asked.get(ns) ?? [], ns).toEqual([]);
    }
  });
});
