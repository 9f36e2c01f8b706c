import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageRole } from '@/lib/auth/page-roles';
import { hasRole, type Role } from '@/lib/auth/roles';
import { ROUTE_REDIRECTS } from '@/lib/routes';
import { roleState, STAFF_STATE } from './staff';

const UUID = '00000000-0000-4000-8000-000000000000';

/** Every staff page of the app, found in app/(backoffice) so that later screens are covered too. */
function staffPages(dir = path.join(process.cwd(), 'app/(backoffice)')): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pages.push(...staffPages(full));
    else if (entry.name === 'page.tsx') {
      const route = path.relative(path.join(process.cwd(), 'app/(backoffice)'), path.dirname(full));
      pages.push(
        `/${route
          .split(path.sep)
          .filter((s) => !s.startsWith('('))
          .join('/')}`.replace(/\[[^\]]+\]/g, UUID),
      );
    }
  }
  return pages.sort();
}

const pages = staffPages();

test.describe('anonymous visitors on staff paths (D1, D2)', () => {
  test('the guard covers the screens that exist', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['/clientes', '/projetos', '/contratos', '/assinaturas', '/cobrancas', '/landing-pages']),
    );
  });

  for (const pagePath of pages) {
    test(`${pagePath} redirects to /auth?from=`, async ({ request }) => {
      const response = await request.get(pagePath, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe(`/auth?from=${encodeURIComponent(pagePath)}`);
    });
  }

  test('the query string travels in "from"', async ({ request }) => {
    const response = await request.get('/clientes?tab=clientes&q=ana', { maxRedirects: 0 });
    expect(response.headers().location).toBe(`/auth?from=${encodeURIComponent('/clientes?tab=clientes&q=ana')}`);
  });

  test('x-middleware-subrequest headers change nothing', async ({ request }) => {
    for (const value of [
      'proxy',
      'middleware',
      'src/middleware',
      'middleware:middleware:middleware:middleware:middleware',
      'proxy:proxy:proxy:proxy:proxy',
    ]) {
      const response = await request.get('/clientes?tab=clientes', {
        headers: { 'x-middleware-subrequest': value },
        maxRedirects: 0,
      });
      expect(response.status(), value).toBe(307);
      expect(response.headers().location).toContain('/auth?from=');
    }
  });

  test('a forged session cookie gets past the proxy but not past the page', async ({ request }) => {
    const response = await request.get('/clientes?tab=clientes', {
      headers: { cookie: 'better-auth.session_token=forjado.assinatura' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(`/auth?from=${encodeURIComponent('/clientes?tab=clientes')}`);
    const followed = await request.get('/clientes?tab=clientes', {
      headers: { cookie: 'better-auth.session_token=forjado.assinatura' },
    });
    expect(new URL(followed.url()).pathname).toBe('/auth');
  });
});

/**
 * D68: every back-office page as a member, an admin and an owner, against the page-role table
 * (lib/auth/page-roles.ts, the role table of docs/operacao.md). A role too small lands on /sem-acesso; anonymous
 * visitors are covered above, disabled accounts (no session any more) in team.spec.ts.
 */
test.describe('staff pages by role (D68)', () => {
  const states: Record<Role, string> = { owner: STAFF_STATE, admin: roleState('admin'), member: roleState('member') };
  test('the owner-only team screen is in the table', () => {
    expect(pages).toContain('/equipe');
    expect(pageRole('/equipe')).toBe('owner');
  });
  for (const role of ['member', 'admin', 'owner'] as const) {
    test(`as ${role}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ storageState: states[role] });
      for (const pagePath of pages) {
        const response = await context.request.get(pagePath, { maxRedirects: 0 });
        const location = response.headers().location ?? '';
        if (hasRole(role, pageRole(pagePath))) {
          expect(location, `${pagePath} as ${role}`).not.toMatch(/^\/(sem-acesso|auth)/);
          expect(response.status(), `${pagePath} as ${role}`).toBeLessThan(500);
        } else {
          expect(response.status(), `${pagePath} as ${role}`).toBe(307);
          expect(location, `${pagePath} as ${role}`).toBe('/sem-acesso');
        }
      }
      await context.close();
    });
  }
});

test.describe('/projeto/{uuid} (D1)', () => {
  test('leads signed-in staff to the edit screen and gives anonymous visitors the 404', async ({
    request,
    browser,
  }) => {
    const anonymous = await request.get(`/projeto/${UUID}`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(404);
    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const response = await staff.request.get(`/projeto/${UUID}`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(`/projeto/${UUID}/editar`);
    expect((await staff.request.get('/projeto/1', { maxRedirects: 0 })).status()).toBe(200);
    await staff.close();
  });
});

test.describe('/proposta/{id} (D1)', () => {
  test('leads signed-in staff on to the slug and gives anonymous visitors the 404', async ({ request, browser }) => {
    expect((await request.get(`/proposta/${UUID}`, { maxRedirects: 0 })).status()).toBe(404);
    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const response = await staff.request.get(`/proposta/${UUID}`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(`/proposta/${UUID}/abrir`);
    const page = await staff.newPage();
    await page.goto(`/proposta/${UUID}`);
    await expect(page.getByRole('heading', { name: 'Proposta não encontrada' })).toBeVisible();
    await staff.close();
  });
});

test.describe('the other readings of D1 answer 308 with the query kept', () => {
  const samples: Record<string, string> = { ':id': UUID, ':slug': 'site-padaria-x1y2z3' };
  for (const { source, destination } of ROUTE_REDIRECTS) {
    const from = source.replace(/:(\w+)/g, (k) => samples[k] ?? 'x');
    const to = destination.replace(/:(\w+)/g, (k) => samples[k] ?? 'x');
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await request.get(`${from}${from.includes('?') ? '&' : '?'}utm=1`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = response.headers().location;
      expect(location.split('?')[0]).toBe(to.split('?')[0]);
      expect(location).toContain('utm=1');
    });
  }
});
