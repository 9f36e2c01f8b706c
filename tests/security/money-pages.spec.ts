import { expect, type Page, test } from '@playwright/test';
import { STAFF_STATE } from '../e2e/staff';

/** D43, D44 as a visitor sees them. Screenshots go to the test's output folder. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

function yesterdayInSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - 86_400_000));
}

test('the payment failure page shows our text for a reason code and never text from the address', async ({ page }) => {
  const attack = 'Seu cartão foi bloqueado. Ligue para 0800 000 0000 e informe a sua senha.';
  await page.goto(`/pagamento/erro?tipo=cartao&mensagem=${encodeURIComponent(attack)}`);
  await expect(page.getByTestId('failure-message')).toHaveText('O pagamento com cartão não foi aprovado.');
  await expect(page.getByText(attack)).toHaveCount(0);
  await page.goto('/pagamento/erro?mensagem=valor_divergente');
  await expect(page.getByTestId('failure-message')).toHaveText(
    'O valor desta cobrança mudou depois que o pagamento foi iniciado. A equipe vai conferir o valor recebido e entrar em contato com você.',
  );
  await expect(page.getByText('Nenhum valor foi cobrado em seu cartão.')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'erro-390');
});

test('an expired proposal shows that it expired instead of the accept button', async ({ browser }) => {
  const staff = await browser.newContext({ storageState: STAFF_STATE });
  const page = await staff.newPage();
  const nome = `Proposta vencida ${Date.now()}`;
  await page.goto('/proposta/nova');
  await page.getByLabel('Nome da proposta').fill(nome);
  await page.getByLabel('Cliente', { exact: true }).fill('Oficina Águia');
  await page.getByLabel('Válida até').fill(yesterdayInSaoPaulo());
  await page.getByRole('button', { name: 'Gerar' }).click();
  const slug = await page.getByLabel('Endereço (slug)').inputValue();
  await page.getByRole('button', { name: 'Salvar Proposta' }).click();
  await expect(page).toHaveURL('/clientes');
  await staff.close();

  for (const width of [1280, 390]) {
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const pub = await visitor.newPage();
    await pub.goto(`/proposta/${slug}`);
    const layout = pub.locator(`[data-layout="${width > 768 ? 'desktop' : 'mobile'}"]`);
    await expect(layout.getByTestId('proposal-expired')).toContainText('Proposta expirada');
    await expect(layout.getByRole('button', { name: 'Aceitar proposta' })).toHaveCount(0);
    await shot(pub, `proposta-expirada-${width}`);
    await visitor.close();
  }
});
