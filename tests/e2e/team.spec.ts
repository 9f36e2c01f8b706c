import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { STAFF_STATE } from './staff';

/** The team (D68–D71) in the browser: invitation, roles on the server, disabling, password reset, two-factor sign-in. */
const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');
const run = Math.random().toString(36).slice(2, 8);
const PASSWORD = 'cavalo-bateria-grampo-9';

/** The first match of `pattern` in the newest outbox mail to `to` (quoted-printable undone). */
async function fromOutbox(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).map((f) => path.join(outbox, f));
          } catch {
            return [];
          }
        })().sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of files) {
          const eml = readFileSync(file, 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!eml.includes(to)) continue;
          found = pattern.exec(eml)?.[0] ?? '';
          if (found) return found;
        }
        return '';
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return found;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The owner invites `email`; the link from the outbox, opened in a new context, makes the account. */
async function inviteAndAccept(owner: Page, browser: Browser, email: string, name: string, role = 'Membro') {
  await owner.goto('/equipe');
  await owner.getByLabel('E-mail', { exact: true }).fill(email);
  await owner.getByLabel('Papel', { exact: true }).selectOption({ label: role });
  await owner.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(owner.getByText(`Convite enviado para ${email}.`)).toBeVisible();
  const link = await fromOutbox(email, /https?:\/\/\S+\/convite\/[A-Za-z0-9_-]{43}/);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Entrar para a equipe' })).toBeVisible();
  await page.getByLabel('Seu nome').fill(name);
  await page.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a nova senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
  // D269: the new member lands signed in, on the back office, without a second sign-in.
  await expect(page).toHaveURL(/\/painel$/);
  await expect(page.getByText(`Conectado como ${name}`)).toBeVisible();
  // The link works once.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(/Este convite é inválido, já foi usado ou expirou/)).toBeVisible();
  // The specs below sign in themselves, with the password as a member would type it.
  await context.clearCookies();
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

test('the owner invites a member, who works on a proposal but cannot open /equipe nor delete a charge; disabled, their session ends', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const ownerContext = await browser.newContext({ storageState: STAFF_STATE });
  const owner = await ownerContext.newPage();
  const email = `membro-${run}@agencia.test`;
  const name = `Membro ${run}`;
  const { context, page } = await inviteAndAccept(owner, browser, email, name);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/painel$/);
  await expect(page.getByRole('link', { name: 'Equipe', exact: true })).toHaveCount(0);
  await page.goto('/clientes');
  await page.getByRole('button', { name: /Criar proposta de exemplo/ }).click();
  await expect(page.getByText('Proposta Criada com Sucesso!')).toBeVisible();

  await page.goto('/equipe');
  await expect(page).toHaveURL(/\/sem-acesso$/);
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();

  // A charge the owner made: the owner sees "Excluir cobrança", the member does not…
  await owner.goto('/cobrancas/nova');
  await owner.getByLabel('Título').fill(`Cobrança equipe ${run}`);
  await owner.getByLabel('Cliente', { exact: true }).fill('Padaria Pão Dourado');
  await owner.getByLabel('Valor (R$)').fill('300,00');
  await owner.getByLabel('Chave Pix ou link de pagamento').fill('financeiro@agenciadigital.dev');
  await owner.getByLabel('Nome do beneficiário').fill('Agência Digital');
  await owner.getByLabel('Cidade do beneficiário').fill('São Paulo');
  await owner.getByRole('button', { name: 'Salvar Cobrança' }).click();
  await expect(owner).toHaveURL('/cobrancas');
  await owner.getByRole('link', { name: `Ver: Cobrança equipe ${run}` }).click();
  await expect(owner).toHaveURL(/\/cobrancas\/[0-9a-f-]{36}$/);
  const chargePath = new URL(owner.url()).pathname;
  await page.goto(chargePath);
  await expect(page.getByRole('heading', { name: `Cobrança equipe ${run}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir cobrança' })).toHaveCount(0);

  // …and the server refuses the member's call of the delete action itself (captured from the owner's page,
  // stopped before it reached the server).
  let captured: { headers: Record<string, string>; body: string } | null = null;
  await owner.route(`**${chargePath}`, async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.headers()['next-action']) {
      captured = { headers: request.headers(), body: request.postData() ?? '' };
      await route.abort();
    } else await route.continue();
  });
  await owner.getByRole('button', { name: 'Excluir cobrança' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect.poll(() => captured).not.toBeNull();
  const call = captured as unknown as { headers: Record<string, string>; body: string };
  const origin = new URL(owner.url()).origin;
  const response = await page.request.post(chargePath, {
    headers: {
      'next-action': call.headers['next-action'],
      'content-type': call.headers['content-type'] ?? 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin,
    },
    data: call.body,
  });
  expect(await response.text()).toContain('Você não tem permissão para fazer isso.');
  await owner.unroute(`**${chargePath}`);
  await owner.goto(chargePath);
  await expect(owner.getByRole('heading', { name: `Cobrança equipe ${run}` })).toBeVisible();

  // The owner disables the member: the member's open session ends on the next request.
  await owner.goto('/equipe');
  await owner.getByRole('button', { name: `Desativar: ${name}` }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Desativar' }).click();
  await expect(owner.getByText('Conta desativada. As sessões dela foram encerradas.')).toBeVisible();
  await page.goto('/clientes');
  await expect(page).toHaveURL(/\/auth\?from=%2Fclientes$/);
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await context.close();
  await ownerContext.close();
});

test('a reset link from the outbox sets a new password; the old one stops working', async ({ browser }) => {
  test.setTimeout(240_000);
  const ownerContext = await browser.newContext({ storageState: STAFF_STATE });
  const email = `reset-${run}@agencia.test`;
  const { context, page } = await inviteAndAccept(
    await ownerContext.newPage(),
    browser,
    email,
    `Reset ${run}`,
    'Administrador',
  );
  await ownerContext.close();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/auth\/esqueci$/);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/Se o e-mail estiver cadastrado, você receberá/)).toBeVisible();
  const link = await fromOutbox(email, /https?:\/\/\S+\/auth\/redefinir\?token=[A-Za-z0-9_-]+/);
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await page.getByLabel('Nova senha', { exact: true }).fill('123456789012');
  await page.getByLabel('Confirme a nova senha').fill('123456789012');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(
    page.getByText('Esta senha é muito comum e aparece em listas de senhas vazadas. Escolha outra.').first(),
  ).toBeVisible();
  const next = 'nova-senha-da-equipe-77';
  await page.getByLabel('Nova senha', { exact: true }).fill(next);
  await page.getByLabel('Confirme a nova senha').fill(next);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await signIn(page, email, next);
  await expect(page).toHaveURL(/\/painel$/);
  await context.close();
});

test('two-factor sign-in with a code computed from the shared secret', async ({ browser }) => {
  test.setTimeout(240_000);
  const ownerContext = await browser.newContext({ storageState: STAFF_STATE });
  const email = `dois-fatores-${run}@agencia.test`;
  const { context, page } = await inviteAndAccept(await ownerContext.newPage(), browser, email, `Dois Fatores ${run}`);
  await ownerContext.close();

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/painel$/);
  await page.goto('/conta');
  await page.getByLabel('Sua senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ativar' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).not.toBe('');
  await expect(page.getByTestId('backup-codes').locator('li')).toHaveCount(10);
  await page.getByLabel('Código de 6 dígitos').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Verificação em duas etapas ativada.')).toBeVisible();

  const second = await browser.newContext();
  const other = await second.newPage();
  await signIn(other, email, PASSWORD);
  await expect(other).toHaveURL(/\/auth\/dois-fatores\?from=%2Fpainel$/);
  await other.getByLabel('Código').fill('000000');
  await other.getByRole('button', { name: 'Verificar' }).click();
  await expect(other.getByText('Código inválido.')).toBeVisible();
  await other.getByLabel('Código').fill(await generate({ secret }));
  await other.getByRole('button', { name: 'Verificar' }).click();
  await expect(other).toHaveURL(/\/painel$/);

  // The first device sees the second among its sessions and ends it.
  await page.goto('/conta');
  await expect(page.getByText('Esta sessão')).toBeVisible();
  await page.getByRole('button', { name: 'Encerrar todas as outras' }).click();
  await expect(page.getByText('As outras sessões foram encerradas.')).toBeVisible();
  await other.goto('/clientes');
  await expect(other).toHaveURL(/\/auth\?from=/);
  await second.close();
  await context.close();
});

test('screenshots of /equipe and /conta at 390 and 1280 px', async ({ browser }) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ storageState: STAFF_STATE, viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const screen of ['equipe', 'conta']) {
      await page.goto(`/${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${screen} at ${width}`).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/team-screens/${screen}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
});
