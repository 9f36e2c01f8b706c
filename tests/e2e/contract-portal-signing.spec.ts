import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { drawSignature, enterPortal, phoneContext } from './client-phone';
import { fillContractBlanks } from './contract-fields';
import { setRepresentative, signAsRepresentative } from './contract-send';
import { outboxMails } from './outbox';
import { E2E_STAFF, STAFF_STATE } from './staff';

/**
 * One signing pipeline, end to end (D155–D157, D166): a contract sent from its own page goes to the client and then
 * the agency's representative. The client, from the portal on a phone, opens only their own signer link, sees only
 * their own field, asks for the code, reloads the page (the code field stays), signs; the document waits for the
 * representative, who signs from the back office; the signed PDF then reaches both e-mails and downloads from the
 * verification page, and poppler's `pdfsig` finds every signature valid and the last one covering the whole file.
 */
const outbox = path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT || '3100'}`, 'outbox');
const CODE = /\n(\d{6})\r?\n/;

test.use({ storageState: STAFF_STATE });

test('a contract is signed by the client from the portal on a phone, then by the representative', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const cliente = `Marina Portal ${stamp}`;
  const email = `marina.${stamp}@exemplo.com.br`;
  const contrato = `Contrato Portal ${stamp}`;
  await setRepresentative(page);

  // A person client (CPF): they sign for themselves (D160).
  await page.goto('/clientes?tab=clientes');
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Cliente' });
  await form.getByLabel('Nome', { exact: true }).fill(cliente);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cliente criado com sucesso.')).toBeVisible();

  await page.goto('/contrato/novo');
  await page.getByLabel('Nome do Contrato').fill(contrato);
  await page.getByLabel('Nome do Cliente').fill(cliente);
  await page.getByRole('option', { name: new RegExp(`^${cliente}`) }).click();
  await expect(page.getByTestId('client-picker-linked')).toBeVisible();
  await fillContractBlanks(page);
  await page.getByRole('button', { name: 'Salvar Contrato' }).click();
  await expect(page).toHaveURL(/\/contratos\/[0-9a-f-]{36}$/);

  // The button's default: the client, then the representative.
  await page.getByTestId('contract-send-signature').click();
  const step = page.getByRole('dialog', { name: 'Enviar para assinatura' });
  await expect(step.getByTestId('contract-client-signer')).toContainText(`1. ${cliente}`);
  await expect(step.getByLabel('E-mail 2')).toHaveValue(E2E_STAFF.email);
  await step.getByRole('button', { name: 'Enviar para os signatários' }).click();
  await expect(page.getByText('Documento enviado aos signatários.')).toBeVisible();
  await expect(page.getByTestId('contract-signing')).toContainText(`Aguardando a assinatura de ${cliente}.`);

  // Staff send the client the portal link.
  const portalAt = Date.now() - 1000;
  await page.goto(`/clientes?tab=clientes&q=${encodeURIComponent(cliente)}`);
  await page
    .getByTestId('client-card')
    .filter({ hasText: cliente })
    .getByRole('button', { name: `Portal do cliente: ${cliente}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar link do portal' }).click();
  await expect(page.getByText(`Link do portal enviado para ${email}.`)).toBeVisible();
  let portalLink = '';
  await expect
    .poll(
      () =>
        (portalLink =
          outboxMails(outbox, email, portalAt)
            .map(
              (m) => /https?:\/\/[^\s"<]+\/portal\/entrar\?token=[A-Za-z0-9_-]{43}/.exec(m.replace(/=3D/g, '='))?.[0],
            )
            .find(Boolean) ?? ''),
      { timeout: 30_000 },
    )
    .not.toBe('');

  // The client, on a phone: the portal's "Assinar" opens their own signer page, with their field only.
  const { context, page: phone } = await phoneContext(browser);
  await enterPortal(phone, new URL(portalLink).pathname + new URL(portalLink).search);
  await phone
    .getByTestId('portal-document')
    .filter({ hasText: contrato })
    .getByRole('button', { name: `Assinar: ${contrato}` })
    .click();
  await expect(phone).toHaveURL(/\/assinar\/[A-Za-z0-9_-]{43}$/);
  await expect(phone.getByTestId('code-step')).toBeVisible({ timeout: 30_000 });
  const asked = Date.now() - 1000;
  await phone.getByRole('button', { name: 'Enviar código' }).click();
  let code = '';
  await expect
    .poll(
      () =>
        (code =
          outboxMails(outbox, email, asked)
            .map((eml) => CODE.exec(eml)?.[1] ?? '')
            .find(Boolean) ?? ''),
      { timeout: 30_000 },
    )
    .not.toBe('');
  // A reload while the code is on its way keeps the code field (no second code asked for).
  await phone.reload();
  await expect(phone.getByLabel('Código de confirmação')).toBeVisible({ timeout: 30_000 });
  await phone.getByLabel('Código de confirmação').fill(code);
  await phone.getByRole('button', { name: 'Confirmar código' }).click();
  await expect(phone.getByTestId('placed-field')).toHaveCount(1);
  await drawSignature(phone);
  await phone.getByRole('checkbox').check();
  await phone.getByRole('button', { name: 'Assinar', exact: true }).click();
  // Their part is done; the document waits for the others.
  await expect(phone.getByRole('heading', { name: 'Assinatura registrada' })).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByRole('status')).toContainText(
    'O documento será concluído quando todos os signatários assinarem',
  );
  await phone.screenshot({ path: test.info().outputPath('client-signed-390.png'), fullPage: true });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The document waits for the representative.
  await page.goto(`/assinaturas?q=${encodeURIComponent(contrato)}`);
  await page
    .getByRole('button', { name: `Signatários: ${contrato}` })
    .first()
    .click();
  const signers = page.getByRole('dialog', { name: 'Signatários' });
  await expect(signers.getByTestId('signer-status')).toHaveText(['Assinou', 'Convidado']);
  await page.keyboard.press('Escape');

  const signedAt = Date.now() - 1000;
  await signAsRepresentative(page, outbox, { mark: String(stamp) }, E2E_STAFF.name);

  // The signed PDF reaches both e-mails, attached, with the verification link.
  const copyTo = (to: string) =>
    outboxMails(outbox, to, signedAt).find(
      (eml) => eml.includes(`foi assinado por todos`) && eml.includes(String(stamp)),
    );
  await expect.poll(() => copyTo(email) ?? '', { timeout: 60_000 }).toContain('application/pdf');
  await expect.poll(() => copyTo(E2E_STAFF.email) ?? '', { timeout: 60_000 }).toContain('application/pdf');
  const verification = /\/verificacao\/[A-Za-z0-9_-]+/.exec(copyTo(email)!.replace(/=3D/g, '='))![0];

  // It downloads from the verification page, and an independent verifier finds it whole.
  await phone.goto(verification);
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    phone.getByRole('link', { name: 'Baixar o PDF assinado' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pdfsig-')), 'contrato.pdf');
  writeFileSync(file, bytes);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout.match(/Signature Validation: Signature is Valid\./g)?.length).toBeGreaterThanOrEqual(2);
  expect(run.stdout).toContain('Total document signed');
  await context.close();
});
