import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { confirmCodeOnPage } from './signer-code';
import { STAFF_STATE } from './staff';
import { drawSignature, enterPortal, phoneContext } from './client-phone';

/**
 * D76: the client portal. The fixture (scripts/e2e-seed-portal.ts) made two clients, A and B, each with a
 * proposal, contracts, a document to sign, charges and a project.
 */
const dataDir = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`);
const outbox = path.join(dataDir, 'outbox');
type Seeded = {
  clienteId: string;
  nome: string;
  email: string;
  proposalSlug: string;
  contractSlug: string;
  documentName: string;
  openChargeSlug: string;
  openChargeId: string;
  paidChargeId: string;
  projectName: string;
};
const seed = () => JSON.parse(readFileSync(path.join(dataDir, 'portal-seed.json'), 'utf8')) as { a: Seeded; b: Seeded };

/** The newest /portal/entrar link e-mailed to `to` (D17 outbox), as a path. */
async function portalLinkFromOutbox(to: string, after: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox)
            .map((f) => path.join(outbox, f))
            .filter((f) => statSync(f).mtimeMs >= after);
        } catch {
          return '';
        }
        for (const file of files.sort((x, y) => statSync(y).mtimeMs - statSync(x).mtimeMs)) {
          const eml = readFileSync(file, 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!eml.includes(`To: ${to}`)) continue;
          link = /https?:\/\/[^\s]+\/portal\/entrar\?token=[A-Za-z0-9_-]{43}/.exec(eml)?.[0] ?? '';
          if (link) return link;
        }
        return '';
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

async function noSeriousViolations(page: Page) {
  // Prefetches can keep a loaded machine's network busy: idle is waited for only so long.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shots(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.describe.serial('client portal (D76)', () => {
  let staffLink = '';

  test('staff send client A the portal link from the client card', async ({ browser }) => {
    const { a } = seed();
    const context = await browser.newContext({ storageState: STAFF_STATE });
    const page = await context.newPage();
    await page.goto('/clientes?tab=clientes');
    const card = page.getByTestId('client-card').filter({ hasText: a.nome });
    await card.getByRole('button', { name: `Portal do cliente: ${a.nome}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Nenhum link ativo.')).toBeVisible();
    const sentAt = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Enviar link do portal' }).click();
    await expect(page.getByText(`Link do portal enviado para ${a.email}.`)).toBeVisible();
    await expect(dialog.getByText(/Link ativo até \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Renovar' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Revogar' })).toBeVisible();
    staffLink = await portalLinkFromOutbox(a.email, sentAt);
    // A staff session does not open a portal.
    await page.goto('/portal');
    await expect(page.getByRole('heading', { name: 'Acesse seu portal' })).toBeVisible();
    await context.close();
  });

  test('client A sees their things and none of client B’s; B’s ids and slugs are refused', async ({ browser }) => {
    const { a, b } = seed();
    const { context, page } = await phoneContext(browser);
    await enterPortal(page, staffLink);
    await expect(page.getByRole('heading', { name: `Olá, ${a.nome}` })).toBeVisible();
    await expect(page.getByTestId('portal-proposal').filter({ hasText: `Proposta e2eportala` })).toBeVisible();
    await expect(page.getByTestId('portal-contract').filter({ hasText: 'Contrato e2eportala' })).toBeVisible();
    await expect(page.getByTestId('portal-document').filter({ hasText: a.documentName })).toBeVisible();
    await expect(page.getByTestId('portal-charge').filter({ hasText: 'Mensalidade e2eportala' })).toContainText(
      'R$ 1.500,00',
    );
    await expect(page.getByTestId('portal-charge').filter({ hasText: 'Mensalidade e2eportala' })).toContainText(
      '000201',
    );
    const project = page.getByTestId('portal-project').filter({ hasText: a.projectName });
    await expect(project).toContainText('Etapa: Em Desenvolvimento');
    await expect(project).toContainText('2 de 3 tarefas concluídas');
    await expect(project).toContainText('Entrega prevista: 30/06/2099');
    await expect(page.getByText('Proposta enviada')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('e2eportalb');
    await shots(page, 'portal');

    expect((await page.request.get(`/portal/recibo/${b.paidChargeId}`)).status()).toBe(404);
    expect((await page.request.get(`/portal/recibo/${b.openChargeId}`)).status()).toBe(404);
    const own = await page.request.get(`/portal/recibo/${a.paidChargeId}`);
    expect(own.status()).toBe(200);
    await context.close();
  });

  test('client A accepts the proposal, signs the document and pays the charge from the portal', async ({ browser }) => {
    const { a } = seed();
    const { context, page } = await phoneContext(browser);
    await enterPortal(page, staffLink);

    // Accept (the proposal page's own acceptance).
    await page.getByTestId('portal-proposal').getByRole('link', { name: 'Abrir proposta' }).click();
    await expect(page).toHaveURL(`/proposta/${a.proposalSlug}`);
    await page.locator('[data-layout="mobile"]').getByRole('button', { name: 'Aceitar proposta' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Política de Privacidade' })).toBeVisible();
    await dialog.getByLabel('Seu nome completo').fill(a.nome);
    await dialog.getByLabel('Seu e-mail').fill(a.email);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Confirmar aceite' }).click();
    await expect(page.getByText('Proposta aceita!')).toBeVisible();

    // Sign with the client's own signer link (D155): their field, their code.
    await page.goto('/portal');
    await page
      .getByTestId('portal-document')
      .filter({ hasText: a.documentName })
      .getByRole('button', { name: `Assinar: ${a.documentName}` })
      .click();
    await expect(page).toHaveURL(/\/assinar\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toBeVisible();
    await confirmCodeOnPage(page, outbox, a.email);
    await drawSignature(page);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Documento assinado' })).toBeVisible({ timeout: 20_000 });

    // Pay with the sandbox.
    await page.goto('/portal');
    await page
      .getByTestId('portal-charge')
      .filter({ hasText: 'Mensalidade e2eportala' })
      .getByRole('link', { name: 'Pagar online' })
      .click();
    await expect(page).toHaveURL(`/pagamento/${a.openChargeSlug}`);
    await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(a.email);
    await page.getByRole('button', { name: 'Finalizar pagamento' }).click();
    // The checkout starts on the charge's own method: a Pix charge here.
    await page.getByRole('button', { name: 'Simular pagamento do Pix' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();

    await page.goto('/portal');
    await expect(page.getByTestId('portal-proposal')).toContainText('Aceita');
    await expect(page.getByTestId('portal-document').filter({ hasText: a.documentName })).toContainText('Assinado');
    const paid = page.getByTestId('portal-charge').filter({ hasText: 'Mensalidade e2eportala' });
    await expect(paid).toContainText('Pago');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      paid.getByRole('link', { name: 'Baixar recibo' }).click(),
    ]);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { pdfText } = await import('../support/pdf-text');
    expect((await pdfText(new Uint8Array(bytes))).replace(/\s+/g, ' ')).toMatch(/R\$ ?1\.500,00/);
    await context.close();
  });

  test('the e-mailed sign-in link works once', async ({ browser }) => {
    const { b } = seed();
    const { context, page } = await phoneContext(browser);
    await page.goto('/portal');
    await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toBeVisible();
    const askedAt = Date.now() - 1000;
    await page.getByLabel('Seu e-mail').fill(b.email);
    await page.getByRole('button', { name: 'Receber link de acesso' }).click();
    await expect(page.getByText(/Se este e-mail estiver cadastrado/)).toBeVisible();
    const link = await portalLinkFromOutbox(b.email, askedAt);
    await enterPortal(page, link);
    await expect(page.getByRole('heading', { name: `Olá, ${b.nome}` })).toBeVisible();
    await context.close();

    const again = await phoneContext(browser);
    await again.page.goto(link);
    await again.page.getByRole('button', { name: 'Entrar no portal' }).click();
    await expect(
      again.page.getByText('Este link de acesso expirou, já foi usado ou foi revogado. Peça um novo link.'),
    ).toBeVisible();
    await again.context.close();
  });

  test('the privacy policy is public and the contact form links to it', async ({ page }) => {
    await page.goto('/politica-de-privacidade');
    await expect(page.getByRole('heading', { name: 'Política de Privacidade', level: 1 })).toBeVisible();
    await expect(page.getByText(/contato@|@/).first()).toBeVisible();
    await page.goto('/');
    await expect(page.locator('#contato, section').getByTestId('privacy-notice').first()).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`portal pages have no serious or critical accessibility violation at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto('/portal');
      await noSeriousViolations(page);
      await page.goto(staffLink);
      await noSeriousViolations(page);
      await page.getByRole('button', { name: 'Entrar no portal' }).click();
      await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
      await noSeriousViolations(page);
      await page.goto('/politica-de-privacidade');
      await noSeriousViolations(page);
      await context.close();
    });
  }
});

// Both confirmations of an erasure (ConfirmDialog): the client's request in "Seus dados", the admin's execution on
// /privacidade. A client of its own, made through the staff screens, so the seeded A and B stay as they are.
test('a client asks for the erasure of their data in the portal, and staff carry it out on /privacidade', async ({
  browser,
}) => {
  const nome = `Cliente LGPD ${Date.now()}`;
  const email = `lgpd-${Date.now()}@cliente.test`;
  const staff = await browser.newContext({ storageState: STAFF_STATE });
  const office = await staff.newPage();
  await office.goto('/clientes?tab=clientes');
  await office.getByRole('button', { name: 'Novo Cliente' }).click();
  await office.getByRole('dialog').getByLabel('Nome', { exact: true }).fill(nome);
  await office.getByRole('dialog').getByLabel('E-mail', { exact: true }).fill(email);
  await office.getByRole('dialog').getByRole('button', { name: 'Cadastrar' }).click();
  await expect(office.getByText('Cliente criado com sucesso.')).toBeVisible();
  await office
    .getByTestId('client-card')
    .filter({ hasText: nome })
    .getByRole('button', { name: `Portal do cliente: ${nome}` })
    .click();
  const sentAt = Date.now() - 1000;
  await office.getByRole('dialog').getByRole('button', { name: 'Enviar link do portal' }).click();
  await expect(office.getByText(`Link do portal enviado para ${email}.`)).toBeVisible();
  const link = await portalLinkFromOutbox(email, sentAt);

  const { context, page } = await phoneContext(browser);
  await enterPortal(page, link);
  await page.getByRole('button', { name: 'Pedir eliminação dos meus dados' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Pedir a eliminação dos seus dados?' });
  await expect(ask.getByText(/Contratos assinados e cobranças pagas são mantidos/)).toBeVisible();
  await ask.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(
    page.getByText('Pedido de eliminação registrado. A agência vai responder em até 15 dias.'),
  ).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Seu pedido de eliminação de dados está em análise.' }),
  ).toBeVisible();
  await context.close();

  await office.goto('/privacidade');
  const request = office.getByTestId('lgpd-request').filter({ hasText: nome });
  await expect(request).toContainText('Eliminação de dados');
  await expect(request).toContainText('Pendente');
  // Cancelar closes without doing anything and gives the focus back to the button.
  await request.getByRole('button', { name: 'Executar eliminação' }).click();
  const execute = office.getByRole('alertdialog', { name: `Executar a eliminação de ${nome}?` });
  await execute.getByRole('button', { name: 'Cancelar' }).click();
  await expect(execute).toBeHidden();
  await expect(request.getByRole('button', { name: 'Executar eliminação' })).toBeFocused();
  await request.getByRole('button', { name: 'Executar eliminação' }).click();
  await execute.getByRole('button', { name: 'Anonimizar dados' }).click();
  await expect(office.getByText('Dados anonimizados.')).toBeVisible();
  await expect(execute).toBeHidden();
  // The name itself is anonymised: no pending request is left under it.
  await expect(office.getByTestId('lgpd-request').filter({ hasText: nome })).toHaveCount(0);
  await staff.close();
});
