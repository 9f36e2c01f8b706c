import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_KIND, SESSION_EXPIRED } from '@/server/action';
import { findServerActionFiles, ROOT } from '../support/find-files';
import { resetRequest } from '../support/request-context';

/**
 * DECISIONS D2. Every server action in the app is found here by walking the source tree, so that the
 * actions later issues add are covered without anyone listing them. Each must be built by staffAction
 * (and then refuse an anonymous caller) or by publicAction (session-free, rate limited).
 */
const files = findServerActionFiles();
const actions: Array<{ file: string; name: string; fn: (...args: unknown[]) => Promise<unknown> }> = [];

beforeAll(async () => {
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function') actions.push({ file, name, fn: value as (...args: unknown[]) => Promise<unknown> });
    }
  }
});

describe('server actions (D2)', () => {
  it('finds the action files of the app', () => {
    expect(files).toContain('server/clients/actions.ts');
    expect(files).toContain('server/auth/actions.ts');
  });

  it('builds every exported action with staffAction or publicAction', () => {
    const unwrapped = actions.filter((a) => !(ACTION_KIND in a.fn)).map((a) => `${a.file}#${a.name}`);
    expect(unwrapped).toEqual([]);
  });

  it('refuses an anonymous caller of every staff action, whatever the input', async () => {
    resetRequest();
    const staff = actions.filter((a) => (a.fn as unknown as Record<symbol, string>)[ACTION_KIND] === 'staff');
    expect(staff.length).toBeGreaterThan(0);
    for (const action of staff) {
      for (const input of [undefined, {}, { id: '00000000-0000-4000-8000-000000000000' }]) {
        const result = await action.fn(input);
        expect(result, `${action.file}#${action.name}`).toEqual({ ok: false, error: SESSION_EXPIRED });
      }
    }
  });

  it('refuses a forged session cookie', async () => {
    resetRequest();
    const { setCookie } = await import('../support/request-context');
    setCookie('better-auth.session_token', 'forjado.assinatura-falsa');
    const staff = actions.filter((a) => (a.fn as unknown as Record<symbol, string>)[ACTION_KIND] === 'staff');
    for (const action of staff) {
      expect(await action.fn({}), `${action.file}#${action.name}`).toEqual({ ok: false, error: SESSION_EXPIRED });
    }
    resetRequest();
  });

  it('validates the input of every public action on the server', async () => {
    resetRequest('192.0.2.77');
    const pub = actions.filter((a) => (a.fn as unknown as Record<symbol, string>)[ACTION_KIND] === 'public');
    for (const action of pub) {
      const result = (await action.fn({ bogus: true })) as { ok: boolean };
      expect(result.ok, `${action.file}#${action.name}`).toBe(false);
    }
  });
});
