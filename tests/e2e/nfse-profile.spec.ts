import { expect, test } from '@playwright/test';
import { icpBrasilP12 } from '../support/nfse-certificates';
import { E2E_STAFF, STAFF_STATE } from './staff';
import { openAgencyProfile } from './agency-page';

test.use({ storageState: STAFF_STATE });

/** The CNPJ every spec gives the agency (a valid one): the certificate must carry the agency's own (D228). */
const CNPJ = '11.222.333/0001-81';

/**
 * The agency's fiscal profile and A1 certificate (D226–D230): the owner fills Configurações › Fiscal, picks the
 * municipality by name, saves; uploads an e-CNPJ certificate made here (never a committed one) with its password and
 * their own password again; the page shows its holder, CNPJ and expiry. A certificate of another CNPJ is refused.
 */
test('the owner fills the fiscal profile and uploads the A1 certificate', async ({ page }) => {
  test.setTimeout(120_000);
  await openAgencyProfile(page);
  const cnpj = page.locator('#ag-cnpj');
  if ((await cnpj.inputValue()).replace(/\D/g, '') !== CNPJ.replace(/\D/g, '')) {
    await cnpj.fill(CNPJ);
    const password = page.getByLabel('Sua senha');
    if (await password.isVisible()) await password.fill(E2E_STAFF.password);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados da agência salvos.')).toBeVisible();
  }

  await page.goto('/configuracoes/fiscal');
  await expect(page.getByRole('heading', { name: 'Fiscal (NFS-e)', level: 1 })).toBeVisible();
  await page.getByLabel('Inscrição municipal').fill('12345678');
  await page.getByRole('combobox', { name: 'Município' }).fill('Curitiba');
  await page.getByRole('option', { name: /^Curitiba\/PR/ }).click();
  await expect(page.getByText('Escolhido: Curitiba/PR (4106902)')).toBeVisible();
  await page.getByLabel('Regime', { exact: true }).selectOption('3');
  await page.getByLabel('Código de tributação nacional (cTribNac)').fill('010701');
  await page.getByLabel('Alíquota do ISS (%)').fill('2,5');
  // The other specs on this server pay charges for clients without CPF or CNPJ: issuing on payment is tested by
  // tests/integration/nfse-issue.test.ts, so this profile issues none by itself (D237).
  await page.getByLabel('Quando emitir').selectOption('manual');
  await page.getByRole('button', { name: 'Salvar dados fiscais' }).click();
  await expect(page.getByText('Dados fiscais salvos.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Código de tributação nacional (cTribNac)')).toHaveValue('010701');

  const upload = async (p12: Uint8Array) => {
    await page.getByLabel('Arquivo do certificado (.pfx ou .p12)').setInputFiles({
      name: 'e-cnpj.pfx',
      mimeType: 'application/x-pkcs12',
      buffer: Buffer.from(p12),
    });
    await page.getByLabel('Senha do certificado').fill('senha-do-certificado');
    await page.locator('#nf-certificado-confirmacao').fill(E2E_STAFF.password);
    await page.getByRole('button', { name: /^(Enviar|Trocar) certificado/ }).click();
  };
  // Another company's certificate is refused, with both CNPJs named.
  await upload(icpBrasilP12({ cnpj: '11444777000161', passphrase: 'senha-do-certificado' }));
  await expect(page.getByRole('alert').filter({ hasText: '11.444.777/0001-61' })).toBeVisible();

  await upload(icpBrasilP12({ cnpj: CNPJ.replace(/\D/g, ''), passphrase: 'senha-do-certificado' }));
  await expect(page.getByText('Certificado guardado.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('AURORA DESIGN LTDA').first()).toBeVisible();
  await expect(page.getByText(CNPJ).first()).toBeVisible();
  await expect(page.getByText(/Válido até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`fiscal-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});
