import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillContractBlanks } from './contract-fields';
import { setRepresentative } from './contract-send';
import { E2E_STAFF, STAFF_STATE } from './staff';

/**
 * D160, D161: "Enviar para assinatura" on a contract's own page opens the signers step: the company client's signing
 * person (asked for and saved on the client's record), then the agency's representative; sending invites the client
 * first, by their own link, and the representative waits their turn.
 */
const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');
const LINK = /https?:\/\/[^\s]+(\/assinar\/[A-Za-z0-9_-]{43})/;

/** The invitation link in the newest e-mail to `to` (D17). */
async function linkTo(to: string): Promise<string> {
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
          const eml = readFileSync(file, 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!eml.includes(to)) continue;
          found = LINK.exec(eml)?.[1] ?? '';
          if (found) return found;
        }
        return '';
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return found;
}

test.use({ storageState: STAFF_STATE });

test('a contract sent from its page goes to the client’s signing person, then the representative', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const cliente = `Padaria Botão ${stamp} Ltda`;
  const person = `paula.${stamp}@exemplo.com.br`;
  await page.setViewportSize({ width: 1280, height: 900 });

  // The agency's legal representative is the e2e staff member (D119).
  await setRepresentative(page);

  // A company client, registered without the person who signs for it.
  await page.goto('/clientes?tab=clientes');
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Cliente' });
  await expect(form.getByRole('group', { name: 'Pessoa que assina' })).toBeVisible();
  await form.getByLabel('Nome', { exact: true }).fill(cliente);
  await form.getByLabel('E-mail', { exact: true }).fill(`contato.${stamp}@exemplo.com.br`);
  await form.getByLabel('CPF ou CNPJ').fill('11.222.333/0001-81');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cliente criado com sucesso.')).toBeVisible();

  // Their contract, every blank filled.
  await page.goto('/contrato/novo');
  await page.getByLabel('Nome do Contrato').fill(`Contrato Botão ${stamp}`);
  await page.getByLabel('Nome do Cliente').fill(cliente);
  await page.getByRole('option', { name: new RegExp(`^${cliente}`) }).click();
  await expect(page.getByTestId('client-picker-linked')).toBeVisible();
  await fillContractBlanks(page);
  await page.getByRole('button', { name: 'Salvar Contrato' }).click();
  await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);

  // The step asks for the signing person, pre-fills the representative as signer 2, and cannot send yet.
  await page.getByTestId('contract-send-signature').click();
  const step = page.getByRole('dialog', { name: 'Enviar para assinatura' });
  await expect(step.getByTestId('signing-person-form')).toBeVisible();
  await expect(step.getByLabel('Nome 2')).toHaveValue(E2E_STAFF.name);
  await expect(step.getByLabel('E-mail 2')).toHaveValue(E2E_STAFF.email);
  await expect(step.getByRole('button', { name: 'Enviar para os signatários' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('step-1280-missing.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('step-390-missing.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  await step.getByLabel('CPF de quem assina').fill('111.444.777-00');
  await step.getByLabel('Nome de quem assina').fill('Paula Padeira');
  await step.getByLabel('E-mail de quem assina').fill(person);
  await step.getByLabel('Celular de quem assina').fill('(11) 98765-4321');
  await step.getByRole('button', { name: 'Salvar no cadastro do cliente' }).click();
  await expect(step.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
  await step.getByLabel('CPF de quem assina').fill('111.444.777-35');
  await step.getByRole('button', { name: 'Salvar no cadastro do cliente' }).click();
  await expect(page.getByText('Pessoa que assina salva no cadastro do cliente.')).toBeVisible();
  const client = step.getByTestId('contract-client-signer');
  await expect(client).toContainText('1. Paula Padeira');
  await expect(client).toContainText(`111.444.777-35 · ${person} · (11) 98765-4321`);
  await page.screenshot({ path: test.info().outputPath('step-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('step-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await step.getByRole('button', { name: 'Enviar para os signatários' }).click();
  await expect(page.getByText('Documento enviado aos signatários.')).toBeVisible();
  await expect(page.getByTestId('contract-signing')).toContainText('Aguardando a assinatura de Paula Padeira.');

  // Both rows, in order: the client invited by their own link, the representative waiting their turn.
  expect(await linkTo(person)).toMatch(/^\/assinar\//);
  await page.goto(`/assinaturas?q=${encodeURIComponent(`Contrato Botão ${stamp}`)}`);
  await page
    .getByRole('button', { name: `Signatários: Contrato Botão ${stamp}` })
    .first()
    .click();
  const signers = page.getByRole('dialog', { name: 'Signatários' });
  await expect(signers.getByTestId('signer-status')).toHaveText(['Convidado', 'Aguardando']);
  await expect(signers.getByTestId('signers-status')).toContainText('Paula Padeira');
  await expect(signers.getByTestId('signers-status')).toContainText(E2E_STAFF.name);

  // The person is on the client's record now.
  await page.goto(`/clientes?tab=clientes&q=${encodeURIComponent(cliente)}`);
  await page.getByRole('link', { name: `Ver ficha de ${cliente}` }).click();
  await expect(page.getByTestId('record-signing-person')).toContainText('Paula Padeira · 111.444.777-35');
});
