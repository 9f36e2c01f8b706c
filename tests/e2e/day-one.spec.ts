import { expect, test, type Page } from '@playwright/test';
import { STAFF_STATE } from './staff';

/** What a new owner meets on day one: one navigation, an overview that agrees with the lists, the charge page. */
test.use({ storageState: STAFF_STATE });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Seções do painel' });

test('one navigation: every entry labelled on a phone, the strip shows it scrolls, the active entry is right', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/painel');
  const links = nav(page).getByRole('link');
  const names = [
    'Visão geral',
    'Propostas',
    'Contratos',
    'Projetos',
    'Assinaturas',
    'Cobranças',
    'Landing Pages',
    'Clientes',
    'Pagamentos',
    'Contatos',
    'Configurações',
    'Equipe', // the e2e account is the owner
  ];
  await expect(links).toHaveText(names);
  // The layout first paints a fallback strip with no entry marked, then swaps in the real one: measure that one, as
  // a box read from the fallback while it is swapped out is none.
  await expect(nav(page).getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page');
  for (const name of names) {
    const box = await nav(page).getByRole('link', { name, exact: false }).first().boundingBox();
    expect(box!.width, `${name} has a visible label`).toBeGreaterThan(30);
  }
  await expect(nav(page).getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', '/configuracoes');
  await expect(nav(page).getByRole('link', { name: 'Visão geral' })).toHaveAttribute('aria-current', 'page');
  // The strip is wider than the phone: a fade on the side that has more.
  await expect(page.getByTestId('nav-more-right')).toHaveCSS('opacity', '1');
  await page.getByTestId('nav-scroller').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(page.getByTestId('nav-more-right')).toHaveCSS('opacity', '0');
  await expect(page.getByTestId('nav-more-left')).toHaveCSS('opacity', '1');
  // The header keeps only the person's own links.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Visão geral' })).toHaveCount(0);
  await expect(page.getByText('Área de Clientes')).toBeVisible();

  for (const [path, name] of [
    ['/pagamentos', 'Painel de Pagamentos'],
    ['/contatos', 'Contatos'],
    ['/cobrancas', 'Cobranças'],
    ['/equipe', 'Equipe'],
  ]) {
    await page.goto(path);
    await expect(nav(page).locator('[aria-current="page"]'), path).toHaveAccessibleName(name);
  }
});

test('the sign-in page sends clients to the portal', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/auth');
  const door = page.getByTestId('client-door');
  await expect(door.getByRole('heading', { name: 'É cliente da agência?' })).toBeVisible();
  await expect(door.getByRole('link', { name: 'Sou cliente: acessar meus documentos' })).toHaveAttribute(
    'href',
    '/portal',
  );
  // D269: a visitor bound for the portal is sent there, not to the staff form.
  await page.goto('/auth?from=%2Fportal');
  await expect(page).toHaveURL('/portal');
  await context.close();
});

test('/painel agrees with the charges list at every load', async ({ page }) => {
  // Other specs write charges meanwhile: the two screens are read back to back until one pair agrees; a stale
  // overview (minutes behind) never would.
  await expect(async () => {
    await page.goto('/painel');
    const open = (await page.getByTestId('overview-open').innerText()).replace(/\s+/g, ' ');
    const overdue = (await page.getByTestId('overview-overdue').innerText()).replace(/\s+/g, ' ');
    await page.goto('/cobrancas');
    const pending = (await page.getByTestId('card-pendentes').innerText()).replace(/\s+/g, ' ');
    const late = (await page.getByTestId('card-vencidas').innerText()).replace(/\s+/g, ' ');
    // The overview words a zero as "nenhuma cobrança", the list's card as "0 cobranças".
    const figures = (text: string) =>
      text
        .match(/R\$ ?[\d.,]+|\d+ cobranças?|nenhuma cobrança/g)
        ?.map((f) => (f === 'nenhuma cobrança' ? '0 cobranças' : f));
    expect(figures(open)).toEqual(figures(pending));
    expect(figures(overdue)).toEqual(figures(late));
  }).toPass({ timeout: 30_000 });
});

async function newCharge(page: Page, titulo: string, forma: 'pix' | 'boleto', chave?: string): Promise<string> {
  await page.goto('/cobrancas/nova');
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Cliente', { exact: true }).fill('Cliente do Dia Um');
  await page.getByLabel('Valor (R$)').fill('4.800,00');
  await page.getByLabel('Forma de pagamento').selectOption(forma);
  if (chave) await page.getByLabel('Chave Pix ou link de pagamento').fill(chave);
  await page.getByRole('button', { name: 'Salvar Cobrança' }).click();
  await expect(page).toHaveURL('/cobrancas');
  await page
    .getByTestId('charge-row')
    .filter({ hasText: titulo })
    .getByRole('link', { name: `Ver: ${titulo}` })
    .click();
  await expect(page).toHaveURL(/\/cobrancas\/[0-9a-f-]{36}$/);
  return new URL((await page.getByRole('link', { name: 'Ver Página Pública' }).getAttribute('href'))!, page.url())
    .pathname;
}

test('the public charge page names a Pix key, a payment link and a boleto plainly', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const keyPage = await newCharge(page, `Entrada Pix ${run}`, 'pix', 'financeiro@agenciadigital.dev');
  const linkPage = await newCharge(page, `Link Pix ${run}`, 'pix', 'https://pagar.exemplo.com.br/c/123');
  const boletoPage = await newCharge(page, `Boleto ${run}`, 'boleto');

  const visitor = await browser.newContext();
  const pub = await visitor.newPage();
  for (const width of [390, 1280]) {
    await pub.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await pub.goto(keyPage);
    await expect(pub.getByRole('heading', { name: 'Pague com Pix' })).toBeVisible();
    await expect(pub.getByText('Chave Pix', { exact: true })).toBeVisible();
    await expect(pub.getByText('Link de pagamento', { exact: true })).toHaveCount(0);
    await expect(pub.getByTestId('valor-a-pagar')).toHaveText(/R\$\s4\.800,00/);
    expect(await pub.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await pub.screenshot({ path: `test-results/charge-page-${width}.png`, fullPage: true });
  }
  await pub.goto(linkPage);
  await expect(pub.getByText('Link de pagamento', { exact: true })).toBeVisible();
  await expect(pub.getByText('Chave Pix', { exact: true })).toHaveCount(0);

  await pub.goto(boletoPage);
  await expect(pub.getByTestId('boleto-how-to-pay')).toContainText('peça-o pelo e-mail');
  await pub.screenshot({ path: 'test-results/charge-page-boleto-390.png', fullPage: true });
  await visitor.close();
});
