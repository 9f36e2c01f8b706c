import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { sendContactMessage } from './contact';
import { fillContractBlanks } from './contract-fields';
import { openContractStep, setRepresentative } from './contract-send';
import { E2E_STAFF, STAFF_STATE } from './staff';

/**
 * D117–D121: a contract signed by the client (on a phone, after the code from the outbox), a witness invited only
 * after that, and the agency's representative from the back office; the verification page lists the three in
 * order; the contract's charges appear only after the last signature.
 */
const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');

/** The first match (group 1 when there is one) in the newest e-mail to `to` that has it (D17). */
async function fromOutbox(to: string, pattern: RegExp, after = 0): Promise<string> {
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
          if (statSync(file).mtimeMs < after) continue;
          const eml = readFileSync(file, 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!eml.includes(to)) continue;
          const match = pattern.exec(eml);
          found = match?.[1] ?? match?.[0] ?? '';
          if (found) return found;
        }
        return '';
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return found;
}

const CODE = /\n(\d{6})\r?\n/;
const LINK = /https?:\/\/[^\s]+(\/assinar\/[A-Za-z0-9_-]{43})/;

async function signOnLink(browser: Browser, email: string, name: string, phone: boolean) {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true } : {});
  const page = await context.newPage();
  await page.goto(await fromOutbox(email, LINK));
  await expect(page.getByTestId('code-step')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Assinar', exact: true })).toBeDisabled();
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Enviando o código para o seu e-mail… Ele chega em instantes.')).toBeVisible();
  await page.getByLabel('Código de confirmação').fill(await fromOutbox(email, CODE, asked));
  await page.getByRole('button', { name: 'Confirmar código' }).click();
  await page.getByRole('button', { name: 'Digitar' }).click();
  await page.getByPlaceholder('Digite seu nome completo').fill(name);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Assinar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Assinatura registrada' })).toBeVisible({ timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
}

async function openSigners(page: Page, search: string, name: string) {
  await page.goto(`/assinaturas?q=${encodeURIComponent(search)}`);
  await page
    .getByRole('button', { name: `Signatários: ${name}` })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Signatários' });
}

test.describe.serial('several signers on a contract (D117)', () => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const proposta = `Portal Signatários ${stamp}`;
  const cliente = `Oficina Signatários ${stamp}`;
  const email = `oficina.${stamp}@exemplo.com.br`;
  const witness = `testemunha.${stamp}@exemplo.com.br`;

  test('client on a phone, then the witness, then the agency; verification in order; charges after the last', async ({
    browser,
  }) => {
    const staff = await browser.newContext({ storageState: STAFF_STATE });
    const page = await staff.newPage();
    await setRepresentative(page);

    // A client with an accepted proposal and its contract, as the pipeline makes them.
    await sendContactMessage(browser, { nome: cliente, email, assunto: proposta, mensagem: 'Queremos um portal.' });
    await page.goto('/contatos');
    const lead = page.getByTestId('lead-card').filter({ hasText: proposta });
    await lead.getByRole('button', { name: `Converter em cliente: ${proposta}` }).click();
    await lead.getByRole('link', { name: 'Criar proposta' }).click();
    await page.getByLabel('Nome da proposta').fill(proposta);
    await page.getByLabel('Status').selectOption('enviada');
    await page.getByLabel('Descrição', { exact: true }).fill('Portal com área do cliente.');
    await page.getByLabel('Item do escopo 1', { exact: true }).fill('Área do cliente');
    await page.getByLabel('Prazo', { exact: true }).fill('30 dias');
    await page.getByLabel('Valor', { exact: true }).fill('R$ 3.000,00');
    await page.getByRole('button', { name: 'Salvar Proposta' }).click();
    await expect(page).toHaveURL('/clientes');
    const publicPath = await page
      .getByTestId('proposal-card')
      .filter({ hasText: proposta })
      .getByRole('link', { name: `Ver: ${proposta}` })
      .getAttribute('href');
    const visitor = await browser.newContext();
    const pub = await visitor.newPage();
    await pub.goto(publicPath!);
    await pub.locator('[data-layout="desktop"]').getByRole('button', { name: 'Aceitar proposta' }).click();
    const accept = pub.getByRole('dialog');
    await accept.getByLabel('Seu nome completo').fill('Olga Oficina');
    await accept.getByLabel('Seu e-mail').fill(email);
    await accept.getByRole('checkbox').check();
    await accept.getByRole('button', { name: 'Confirmar aceite' }).click();
    await expect(pub.getByText('Proposta aceita!')).toBeVisible();
    await visitor.close();
    await page.goto('/clientes');
    await page
      .getByTestId('proposal-card')
      .filter({ hasText: proposta })
      .getByRole('button', { name: `Gerar contrato: ${proposta}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Gerar contrato da proposta' })
      .getByRole('button', { name: 'Gerar e revisar' })
      .click();
    await expect(page).toHaveURL(/\/contrato\/[0-9a-f-]{36}\/editar$/);
    await fillContractBlanks(page);
    await page.getByRole('button', { name: 'Salvar Contrato' }).click();
    await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);
    const contractUrl = new URL(page.url()).pathname;
    // "Enviar para assinatura" opens the signers step (D161): the client's signing person (asked for: the record has
    // none), the representative as signer 2, and a witness added and moved between them, in order.
    const step = await openContractStep(page, { nome: 'Olga Oficina', cpf: '111.444.777-35', email });
    await step.getByRole('button', { name: 'Adicionar testemunha' }).click();
    await step.getByLabel('Nome 3').fill('Tereza Testemunha');
    await step.getByLabel('E-mail 3').fill(witness);
    await expect(step.getByLabel('Papel 3')).toHaveValue('testemunha');
    await step.getByRole('button', { name: 'Subir 3' }).click();
    await expect(step.getByLabel('E-mail 2')).toHaveValue(witness);
    await expect(step.getByLabel('E-mail 3')).toHaveValue(E2E_STAFF.email);
    await step.getByRole('button', { name: 'Enviar para os signatários' }).click();
    await expect(page.getByText('Documento enviado aos signatários.')).toBeVisible();
    let dialog = await openSigners(page, cliente, `Contrato — ${proposta}`);
    await expect(dialog.getByTestId('signers-status')).toBeVisible();
    await expect(dialog.getByTestId('signer-status')).toHaveText(['Convidado', 'Aguardando', 'Aguardando']);
    await page.keyboard.press('Escape');

    // The client signs on a phone; only then is the witness invited.
    await signOnLink(browser, email, 'Olga Oficina', true);
    await signOnLink(browser, witness, 'Tereza Testemunha', false);

    // No charges before the last signature.
    await page.goto(contractUrl);
    await expect(page.getByTestId('contract-steps')).toContainText(
      'As etapas ficam disponíveis quando o contrato é assinado.',
    );

    // The agency's representative signs in the back office after the code (the session alone is not enough).
    dialog = await openSigners(page, cliente, `Contrato — ${proposta}`);
    const sign = dialog.getByTestId('representative-sign');
    const asked = Date.now() - 1000;
    await sign.getByRole('button', { name: 'Enviar código' }).click();
    await sign
      .getByLabel('Código de confirmação')
      .fill(await fromOutbox(E2E_STAFF.email, new RegExp(`${stamp}[\\s\\S]*?\\n(\\d{6})\\r?\\n`), asked));
    await sign.getByRole('button', { name: 'Confirmar código' }).click();
    await sign.getByRole('button', { name: 'Digitar' }).click();
    await sign.getByPlaceholder('Digite seu nome completo').fill(E2E_STAFF.name);
    await sign.getByRole('button', { name: 'Assinar', exact: true }).click();
    await expect(dialog.getByTestId('signer-status')).toHaveText(['Assinou', 'Assinou', 'Assinou'], {
      timeout: 30_000,
    });
    await page.keyboard.press('Escape');

    // The verification page lists the three in order, CPF and e-mail masked.
    const client = await browser.newContext();
    const again = await client.newPage();
    await again.goto(await fromOutbox(email, LINK));
    const code = (await again.getByTestId('link-closed').locator('p.font-mono').textContent())!.trim();
    await again.goto(`/verificacao/${code}`);
    await expect(again.getByTestId('verify-signer')).toHaveCount(3);
    await expect(again.getByTestId('verify-signer').nth(0)).toContainText('Olga Oficina');
    await expect(again.getByTestId('verify-signer').nth(1)).toContainText('Tereza Testemunha');
    await expect(again.getByTestId('verify-signer').nth(2)).toContainText(E2E_STAFF.name);
    await expect(again.getByTestId('verify-signers')).toContainText('***.982.247-**');
    await client.close();

    // Now the pipeline runs once: the contract's charges appear.
    await expect(async () => {
      await page.goto(contractUrl);
      await expect(page.getByTestId('contract-steps')).not.toContainText('Pendente', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.goto(`/cobrancas?q=${encodeURIComponent(cliente)}`);
    await expect(page.getByText(/parcela 1\/\d/).first()).toBeVisible();
    await staff.close();
  });
});
