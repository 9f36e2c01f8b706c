import { expect, test } from '@playwright/test';
import { sendContactMessage } from './contact';
import { E2E_ROLE_ACCOUNTS, E2E_STAFF, roleState, STAFF_STATE } from './staff';

/**
 * D82: a staff list a browser loads comes from the per-person page cache (app/api/interno/pagina-equipe).
 * It must stay exactly as safe and as fresh as the page rendered per request.
 */

test('a staff list is the same page again while nothing changes, and shows a write at the next load', async ({
  browser,
}) => {
  const staff = await browser.newContext({ storageState: STAFF_STATE });
  const office = await staff.newPage();
  const first = await office.goto('/contatos');
  const firstHtml = await first!.text();
  // Served by the cache: its CSP lists the hashes of its inline scripts, never 'unsafe-inline'.
  const csp = first!.headers()['content-security-policy'];
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
  expect(scriptSrc).toMatch(/script-src 'self' 'sha256-/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(first!.headers()['cache-control']).toContain('no-store');
  await expect(office.getByRole('heading', { name: 'Contatos', level: 1 })).toBeVisible();
  const again = await office.goto('/contatos');
  expect(await again!.text()).toBe(firstHtml);

  const subject = `Cache E2E ${Date.now()}`;
  await sendContactMessage(browser, {
    nome: 'Rui Cache',
    email: 'rui@exemplo.com.br',
    assunto: subject,
    mensagem: 'Quero um orçamento.',
  });

  await office.reload();
  await expect(office.getByTestId('lead-card').filter({ hasText: subject })).toBeVisible();
  // The query is part of the address kept: the two tabs of /clientes are two pages.
  await office.goto('/clientes');
  await expect(office.getByRole('heading', { name: 'Propostas', level: 1 })).toBeVisible();
  await office.goto('/clientes?tab=clientes');
  await expect(office.getByRole('heading', { name: 'Clientes', level: 1, exact: true })).toBeVisible();
  await office.goto('/clientes');
  await expect(office.getByRole('heading', { name: 'Propostas', level: 1 })).toBeVisible();
  await staff.close();
});

test('each person gets their own page, and a signed-out session is refused even when its page is kept', async ({
  browser,
}) => {
  const admin = await browser.newContext({ storageState: roleState('admin') });
  const adminPage = await admin.newPage();
  await adminPage.goto('/cobrancas');
  await expect(adminPage.getByRole('heading', { name: 'Cobranças', level: 1 })).toBeVisible();
  await expect(adminPage.getByRole('banner')).toContainText(E2E_ROLE_ACCOUNTS.admin.name);
  await expect(adminPage.getByRole('banner')).not.toContainText(E2E_STAFF.name);
  await admin.close();

  // A session of its own (signing the shared one out would sign out the other specs).
  const own = await browser.newContext();
  const page = await own.newPage();
  await page.goto('/cobrancas');
  await page.getByLabel('E-mail', { exact: true }).fill(E2E_STAFF.email);
  await page.getByLabel('Senha').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/cobrancas');
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(E2E_STAFF.name);
  const cookies = await own.cookies();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/');
  await own.close();

  // The old cookie, replayed: its session is gone, so the kept page is not served.
  const replay = await browser.newContext();
  await replay.addCookies(cookies);
  const stale = await replay.newPage();
  await stale.goto('/cobrancas');
  await expect(stale).toHaveURL('/auth?from=%2Fcobrancas');
  await replay.close();
});
