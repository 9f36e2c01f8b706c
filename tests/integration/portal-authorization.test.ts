import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { PORTAL_COOKIE } from '@/lib/portal/links';
import { ACTION_KIND, SESSION_EXPIRED } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { enterPortal } from '@/server/portal/actions';
import { getPortalClient } from '@/server/portal/session';
import { issuePortalToken } from '@/server/portal/tokens';
import { findServerActionFiles, ROOT } from '../support/find-files';
import { getCookie, resetRequest, setCookie } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * D76: client sessions and staff sessions never open each other's doors. Every action of the app is found
 * from the source tree (as authorization.test.ts does), so actions added later are covered too.
 */
type Action = { file: string; name: string; kind: string; fn: (input: unknown) => Promise<unknown> };
const actions: Action[] = [];
let clienteId = '';
let portalCookie = '';

beforeAll(async () => {
  for (const file of findServerActionFiles()) {
    const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function')
        actions.push({
          file,
          name,
          kind: (value as unknown as Record<symbol, string>)[ACTION_KIND],
          fn: value as Action['fn'],
        });
    }
  }
  const db = await getDb();
  const [client] = await db
    .insert(clientes)
    .values({
      nome: `Cliente autorização ${randomUUID().slice(0, 6)}`,
      email: `auth-${randomUUID().slice(0, 6)}@cliente.test`,
    })
    .returning();
  clienteId = client.id;
  resetRequest('10.7.0.1');
  const { token } = await issuePortalToken(db, clienteId, 'email');
  expect((await enterPortal({ token })).ok).toBe(true);
  portalCookie = getCookie(PORTAL_COOKIE)!;
}, 300_000);

afterAll(async () => {
  resetRequest();
  const db = await getDb();
  await db.delete(clientes).where(eq(clientes.id, clienteId));
});

describe('client sessions and staff actions (D76)', () => {
  it('finds client actions, marked apart from staff and public ones', () => {
    const client = actions.filter((a) => a.kind === 'client').map((a) => a.name);
    expect(client).toEqual(expect.arrayContaining(['openDocumentForSigning', 'requestErasure', 'signOutPortal']));
    expect(actions.filter((a) => a.kind === 'staff').length).toBeGreaterThan(20);
  });

  it('a signed-in client cannot call any staff action, whatever the input', async () => {
    resetRequest('10.7.0.2');
    setCookie(PORTAL_COOKIE, portalCookie);
    expect(await getPortalClient()).not.toBeNull();
    for (const action of actions.filter((a) => a.kind === 'staff')) {
      for (const input of [{}, { id: '00000000-0000-4000-8000-000000000000' }, { clienteId }]) {
        expect(await action.fn(input), `${action.file}#${action.name}`).toEqual({ ok: false, error: SESSION_EXPIRED });
      }
    }
  });

  it('an anonymous caller cannot call any client action', async () => {
    resetRequest('10.7.0.3');
    for (const action of actions.filter((a) => a.kind === 'client')) {
      expect(await action.fn({ id: '00000000-0000-4000-8000-000000000000' }), `${action.file}#${action.name}`).toEqual({
        ok: false,
        error: m.portal.sessionExpired,
      });
    }
  });

  it('a staff session does not open a client portal', async () => {
    const staff = await signInAsNewStaff();
    try {
      expect(await getPortalClient()).toBeNull();
      for (const action of actions.filter((a) => a.kind === 'client')) {
        expect(await action.fn({}), `${action.file}#${action.name}`).toEqual({
          ok: false,
          error: m.portal.sessionExpired,
        });
      }
    } finally {
      await staff.cleanup();
    }
  });

  it('a forged portal cookie opens nothing', async () => {
    resetRequest('10.7.0.4');
    setCookie(PORTAL_COOKIE, 'A'.repeat(43));
    expect(await getPortalClient()).toBeNull();
  });
});
