import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E_STAFF, STAFF_STATE } from './staff';

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test.describe('sign-in (document 000 §2.4, §5, §8)', () => {
  test('shows the title, subtitle and the field messages', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Entrar na Área de Clientes' })).toBeVisible();
    await expect(page.getByText('Acesse a área exclusiva para gerenciar suas propostas comerciais.')).toBeVisible();
    await fillSignIn(page, 'nao-e-email', '123');
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  });

  test('a wrong password shows the failure toast and keeps what was typed', async ({ page }) => {
    await page.goto('/auth');
    await fillSignIn(page, E2E_STAFF.email, 'senha-errada-1');
    await expect(page.getByText('Erro ao fazer login')).toBeVisible();
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(E2E_STAFF.email);
  });

  test('goes back to the page it came from, and signs out to / with the toast', async ({ page }) => {
    await page.goto('/cobrancas');
    await expect(page).toHaveURL('/auth?from=%2Fcobrancas');
    await fillSignIn(page, E2E_STAFF.email, E2E_STAFF.password);
    await expect(page).toHaveURL('/cobrancas');
    await expect(page.getByText('Login realizado com sucesso')).toBeVisible();

    await page.goto('/auth');
    await expect(page).toHaveURL('/painel');

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Logout realizado')).toBeVisible();
    await expect(page.getByText('Você saiu da sua conta com sucesso.')).toBeVisible();
    await page.goto('/clientes');
    await expect(page).toHaveURL('/auth?from=%2Fclientes');
  });

  test('has no serious accessibility violation at 390 px and 1280 px', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/auth');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    }
  });
});

test.describe('back-office shell (document 000 §2.5)', () => {
  test.use({ storageState: STAFF_STATE });

  test('opens on Propostas and the tabs go where the document says', async ({ page }) => {
    await page.goto('/clientes');
    const tabs = page.getByRole('navigation', { name: 'Seções do painel' });
    await expect(tabs.getByRole('link', { name: 'Propostas' })).toHaveAttribute('aria-current', 'page');
    for (const [name, url] of [
      ['Contratos', '/contratos'],
      ['Projetos', '/projetos'],
      ['Assinaturas', '/assinaturas'],
      ['Cobranças', '/cobrancas'],
      ['Landing Pages', '/landing-pages'],
      ['Clientes', '/clientes?tab=clientes'],
    ] as const) {
      await tabs.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(tabs.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Agência Digital' }).first()).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('the Clientes tab has no serious accessibility violation at 390 px and 1280 px', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/clientes?tab=clientes');
      await page.getByRole('button', { name: 'Novo Cliente' }).waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    }
  });
});
