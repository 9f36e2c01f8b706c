import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { fillContractBlanks } from './contract-fields';
import { openContractStep, setRepresentative, signAsRepresentative } from './contract-send';
import { confirmCodeOnPage } from './signer-code';
import { E2E_STAFF, STAFF_STATE } from './staff';
import { sendContactMessage } from './contact';

/**
 * D56: the whole path. A message from the site → client → proposal accepted signed out → Gerar contrato →
 * the client's signature from the e-mailed link, then the representative's → the plan's charges, the first one e-mailed → paid through /pagamento/{slug}
 * with the sandbox → "1/2 parcelas" on the board → /painel → the client's timeline.
 */
const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');

/** The first match of `pattern` in the newest e-mail to `to` in the e2e server's outbox (D17). */
async function fromOutbox(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).map((f) => path.join(outbox, f));
        } catch {
          return '';
        }
        for (const file of files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)) {
          const eml = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
          if (!eml.includes(to)) continue;
          found = pattern.exec(eml)?.[0] ?? '';
          if (found) return found;
        }
        return '';
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return found;
}

async function staffPage(browser: Browser) {
  const context = await browser.newContext({ storageState: STAFF_STATE });
  return { context, page: await context.newPage() };
}

test.describe.serial('pipeline: accepted proposal to paid instalment (D56)', () => {
  // The longest walk of the suite: room for a machine loaded by the other worker and the server.
  test.setTimeout(300_000);
  const stamp = Date.now();
  const proposta = `Loja Virtual Pipeline ${stamp}`;
  const cliente = `Empório Pipeline ${stamp}`;
  const email = `emporio.${stamp}@exemplo.com.br`;
  const assunto = `Loja virtual ${stamp}`;

  test('walks from a message on the site to a paid first instalment, the client timeline and the overview', async ({
    browser,
  }) => {
    // A prospect writes through the home page's contact form, signed out.
    await sendContactMessage(browser, {
      nome: cliente,
      email,
      assunto,
      mensagem: 'Queremos vender nossos produtos pela internet.',
    });

    // Staff convert the message into a client; "Criar proposta" opens the form with that client chosen.
    const staff = await staffPage(browser);
    const page = staff.page;
    await setRepresentative(page);
    await page.goto('/contatos');
    const lead = page.getByTestId('lead-card').filter({ hasText: assunto });
    await lead.getByRole('button', { name: `Converter em cliente: ${assunto}` }).click();
    await expect(page.getByText(`${cliente} foi cadastrado a partir desta mensagem.`)).toBeVisible();
    await lead.getByRole('link', { name: 'Criar proposta' }).click();
    await expect(page).toHaveURL(/\/proposta\/nova\?cliente=[0-9a-f-]{36}$/);
    const clientId = new URL(page.url()).searchParams.get('cliente') as string;
    await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue(cliente);
    await page.getByLabel('Nome da proposta').fill(proposta);
    await page.getByLabel('Status').selectOption('enviada');
    await page.getByLabel('Descrição', { exact: true }).fill('Loja virtual com catálogo e pagamento online.');
    await page.getByLabel('Item do escopo 1', { exact: true }).fill('Catálogo com 50 produtos');
    await page.getByLabel('Prazo', { exact: true }).fill('45 dias');
    await page.getByLabel('Valor', { exact: true }).fill('R$ 4.000,00');
    await page.getByRole('button', { name: 'Salvar Proposta' }).click();
    await expect(page).toHaveURL('/clientes');
    const card = page.getByTestId('proposal-card').filter({ hasText: proposta });
    const publicPath = await card.getByRole('link', { name: `Ver: ${proposta}` }).getAttribute('href');

    // The client accepts on the public page, signed out.
    const visitor = await browser.newContext();
    const pub = await visitor.newPage();
    await pub.goto(publicPath!);
    await pub.locator('[data-layout="desktop"]').getByRole('button', { name: 'Aceitar proposta' }).click();
    const accept = pub.getByRole('dialog');
    await accept.getByLabel('Seu nome completo').fill('Joana Empório');
    await accept.getByLabel('Seu e-mail').fill(email);
    await accept.getByRole('checkbox').check();
    await accept.getByRole('button', { name: 'Confirmar aceite' }).click();
    await expect(pub.getByText('Proposta aceita!')).toBeVisible();
    await visitor.close();

    // Gerar contrato: a filled draft opens for review, unknown fields left empty.
    await page.goto('/clientes');
    await page
      .getByTestId('proposal-card')
      .filter({ hasText: proposta })
      .getByRole('button', { name: `Gerar contrato: ${proposta}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Gerar contrato da proposta' });
    await expect(dialog.getByLabel('Modelo de contrato')).toBeEnabled();
    await dialog.getByRole('button', { name: 'Gerar e revisar' }).click();
    await expect(page).toHaveURL(/\/contrato\/[0-9a-f-]{36}\/editar$/);
    await expect(page.getByLabel('Nome do Cliente')).toHaveValue(cliente);
    await expect(
      page.getByText(/Loja virtual com catálogo e pagamento online\. — Catálogo com 50 produtos/).first(),
    ).toBeVisible();
    await expect(page.locator('mark[data-field]').first()).toBeVisible();
    await expect(page.getByTestId('payment-plan')).toContainText('Soma das parcelas: R$ 4.000,00 de R$ 4.000,00');
    await fillContractBlanks(page);
    await page.getByRole('button', { name: 'Salvar Contrato' }).click();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    const contractUrl = new URL(page.url()).pathname;
    await expect(page.getByTestId('contract-steps')).toContainText(
      'As etapas ficam disponíveis quando o contrato é assinado.',
    );

    // Send for signature: the client's signing person (asked for, the record has none) signs from the e-mailed
    // link after their code, then the agency's representative from the back office (D155, D160, D161).
    const step = await openContractStep(page, { nome: 'Joana Empório', cpf: '111.444.777-35', email });
    await step.getByRole('button', { name: 'Enviar para os signatários' }).click();
    await expect(page.getByText('Documento enviado aos signatários.')).toBeVisible();
    const signPath = new URL(await fromOutbox(email, /https?:\/\/[^\s]+\/assinar\/[A-Za-z0-9_-]{43}/)).pathname;
    const signer = await browser.newContext();
    const sign = await signer.newPage();
    await sign.goto(signPath);
    await confirmCodeOnPage(sign, outbox, email);
    await sign.getByRole('button', { name: 'Digitar' }).click();
    await sign.getByPlaceholder('Digite seu nome completo').fill('Joana Empório');
    await sign.getByRole('checkbox').check();
    await sign.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(sign.getByRole('heading', { name: 'Assinatura registrada' })).toBeVisible({ timeout: 30_000 });
    await signer.close();
    await signAsRepresentative(page, outbox, { mark: proposta }, E2E_STAFF.name);

    // The charges appear, the first one's e-mail (with its public link) is in the outbox.
    const chargePath = new URL(await fromOutbox(email, /https?:\/\/[^\s]+\/p\/[a-z0-9-]+/)).pathname;
    await page.goto('/cobrancas');
    await expect(page.getByText(new RegExp(`parcela 1/2`)).first()).toBeVisible();
    // The steps run after the signer's response: the last ones may still be running.
    await expect(async () => {
      await page.goto(contractUrl);
      await expect(page.getByTestId('contract-steps')).not.toContainText('Pendente', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });

    // D225: once signed, the proposal's main action is what comes next (the signed PDF, the charges, the project).
    await page.goto('/clientes');
    const signedCard = page.getByTestId('proposal-card').filter({ hasText: proposta });
    await expect(signedCard.getByRole('link', { name: `Contrato assinado (PDF): ${proposta}` })).toBeVisible();
    await expect(signedCard.getByRole('link', { name: `Cobranças: ${proposta}` })).toBeVisible();
    await expect(signedCard.getByRole('link', { name: `Projeto: ${proposta}` })).toBeVisible();
    await expect(signedCard.getByRole('button', { name: `Gerar contrato: ${proposta}` })).toHaveCount(0);

    // The client pays the first instalment through /pagamento/{slug} with the sandbox.
    const payer = await browser.newContext();
    const pay = await payer.newPage();
    await pay.goto(chargePath.replace(/^\/p\//, '/pagamento/'));
    await expect(pay.getByLabel('Valor (R$)')).toHaveValue('2.000,00');
    await pay.getByLabel('E-mail', { exact: true }).fill(email);
    await pay.getByRole('button', { name: 'Finalizar pagamento' }).click();
    await expect(pay).toHaveURL(/\/pagamento\/sandbox\/sbx_[0-9a-f]+$/);
    // The checkout starts on the instalment's own method (the plan's), Pix or card.
    await pay.getByRole('button', { name: /^(Pagar R\$\s2\.000,00|Simular pagamento do Pix)$/ }).click();
    await expect(pay.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
    await payer.close();

    // The project card mirrors it, and the overview counts it. The new card is at the end of Planejamento;
    // the board draws a column's later cards as they near the viewport, so staff find it as they would in a
    // busy column: by the board's search.
    await page.goto(`/projetos?q=${encodeURIComponent(proposta)}`);
    const projectCard = page
      .locator('article, li, div')
      // D208: the card is named after the work, the proposal's title.
      .filter({ hasText: proposta })
      .filter({ hasNotText: `Contrato — ${proposta}` })
      .filter({ hasText: '1/2 parcelas' })
      .last();
    await expect(projectCard).toBeVisible();
    await page.goto('/painel');
    await expect(page.getByRole('heading', { name: 'Visão geral' })).toBeVisible();
    await expect(page.getByTestId('metric-assinados')).not.toHaveText('0');
    await expect(page.getByTestId('metric-recebidas')).not.toHaveText('0');
    await expect(page.getByTestId('metric-aceitas')).not.toHaveText('0');

    // The client's record tells the whole story, each step with who or what did it.
    await page.goto(`/clientes/${clientId}`);
    const timeline = page.getByTestId('record-timeline');
    for (const step of [
      'Mensagem convertida em cliente',
      'Proposta aceita',
      'Contrato criado',
      'Contrato assinado',
      'Cobrança criada',
      'Cobrança enviada por e-mail',
      'Cobrança paga',
    ]) {
      await expect(timeline.getByText(step, { exact: true }).first(), step).toBeVisible();
    }
    await expect(timeline).toContainText('Automático');
    await staff.context.close();
  });

  test('/painel reads well at 390 and 1280 px', async ({ browser }) => {
    const staff = await staffPage(browser);
    for (const width of [390, 1280]) {
      await staff.page.setViewportSize({ width, height: 900 });
      await staff.page.goto('/painel');
      await expect(staff.page.getByRole('heading', { name: 'Recebido × faturado (12 meses)' })).toBeVisible();
      // The chart loads when its card scrolls into view (D58).
      await staff.page.getByTestId('overview-chart').scrollIntoViewIfNeeded();
      await expect(staff.page.locator('.recharts-surface').first()).toBeVisible();
      const overflow = await staff.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (process.env.SHOTS)
        await staff.page.screenshot({ path: test.info().outputPath(`painel-${width}.png`), fullPage: true });
    }
    await staff.context.close();
  });
});
