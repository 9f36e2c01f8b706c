import { expect, test } from '@playwright/test';

test('portfolio detail: gallery with arrows and thumbnails, details, benefits by tag, related, previous and next', async ({
  page,
}) => {
  await page.goto('/projeto/2');
  await expect(page).toHaveTitle('Moda Raiz | Agência Digital');
  await expect(page.getByRole('heading', { level: 1, name: 'Moda Raiz' })).toBeVisible();
  await expect(page.getByText('Moda Raiz Confecções')).toBeVisible();
  await expect(page.getByText('2024', { exact: true })).toBeVisible();

  const gallery = page.getByRole('region', { name: 'Galeria do projeto' });
  const main = gallery.getByRole('img', { name: /Moda Raiz: tela/ });
  await expect(main).toHaveAttribute('alt', 'Moda Raiz: tela 1 de 5');
  await gallery.getByRole('button', { name: 'Próxima imagem' }).click();
  await expect(gallery.getByRole('img', { name: /Moda Raiz: tela/ })).toHaveAttribute('alt', 'Moda Raiz: tela 2 de 5');
  await gallery.getByRole('button', { name: 'Imagem anterior' }).click();
  await gallery.getByRole('button', { name: 'Imagem anterior' }).click();
  await expect(gallery.getByRole('img', { name: /Moda Raiz: tela/ })).toHaveAttribute('alt', 'Moda Raiz: tela 5 de 5');
  await gallery.getByRole('button', { name: 'Mostrar imagem 3 de 5' }).click();
  await expect(gallery.getByRole('img', { name: /Moda Raiz: tela/ })).toHaveAttribute('alt', 'Moda Raiz: tela 3 de 5');

  await expect(page.getByRole('heading', { name: 'Resultados alcançados' })).toBeVisible();
  const details = page.getByRole('complementary');
  await expect(details.getByText('E-commerce', { exact: true })).toBeVisible();
  await expect(details.getByText('Shopify Storefront API')).toBeVisible();
  await expect(details.getByText('Checkout em uma página')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Benefícios de uma loja virtual' })).toBeVisible();

  const related = page.getByTestId('related-projects').getByTestId('project-card');
  await expect(related).toHaveCount(3);
  for (const card of await related.all()) await expect(card.getByText('E-commerce', { exact: true })).toBeVisible();

  const adjacent = page.getByRole('navigation', { name: 'Outros projetos' });
  await expect(adjacent.getByRole('link', { name: /Projeto anterior\s*Clínica Sorriso Vivo/ })).toHaveAttribute(
    'href',
    '/projeto/1',
  );
  await adjacent.getByRole('link', { name: /Próximo projeto/ }).click();
  await expect(page).toHaveURL('/projeto/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Almeida & Costa Advogados');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown portfolio id says "Projeto não encontrado" with a link to /', async ({ page }) => {
  const response = await page.goto('/projeto/99');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Projeto não encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL('/');
});

test('service page: hero, benefits, process, related projects, FAQ, closing call; /servicos/ecommerce redirects', async ({
  page,
}) => {
  const response = await page.goto('/servicos/ecommerce?utm=x');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/servicos\/ecommerce\?utm=x$/);
  await expect(page).toHaveURL('/servicos/e-commerce?utm=x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uma loja virtual pronta para vender todos os dias');
  for (const name of [
    'Benefícios',
    'Nosso Processo',
    'Projetos relacionados',
    'Perguntas Frequentes',
    'Pronto para começar seu projeto?',
  ]) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Ver portfólio completo' })).toHaveAttribute('href', '/#portfolio');
  await page.getByText('Quanto tempo leva para a loja ficar pronta?').click();
  await expect(page.getByText(/45 a 90 dias/)).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/servicos\/e-commerce$/);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.flatMap((e) => JSON.parse(e.textContent!).map((d: { '@type': string }) => d['@type'])));
  expect(types).toEqual(['Service', 'BreadcrumbList']);

  await page.goto('/servicos/seo-marketing');
  await expect(
    page.getByRole('navigation', { name: 'Navegação estrutural' }).getByRole('link', { name: 'Início' }),
  ).toHaveAttribute('href', '/');
  const seoTypes = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.flatMap((e) => JSON.parse(e.textContent!).map((d: { '@type': string }) => d['@type'])));
  expect(seoTypes).toContain('FAQPage');
  await expect(page.locator('header[data-opaque]').first()).toHaveAttribute('data-opaque', 'true');

  await page.getByRole('link', { name: 'Solicitar Orçamento' }).last().click();
  await expect(page).toHaveURL(/\/#contato$/);
  await expect
    .poll(() => page.locator('#contato').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(80);
});

test('recent works list the newest projects by year', async ({ page }) => {
  await page.goto('/recentes');
  await expect(page.getByRole('heading', { level: 1, name: 'Trabalhos Recentes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Entregues em 2025' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Entregues em 2024' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page is rendered on the server', async ({ page }) => {
    const expectations: Array<[string, string[]]> = [
      [
        '/',
        [
          'Criamos',
          'Nossos Serviços',
          'Como Trabalhamos',
          'Clínica Sorriso Vivo',
          'Designs exclusivos',
          'Enviar Mensagem',
        ],
      ],
      ['/recentes', ['Trabalhos Recentes', 'Pousada Mar Azul']],
      ['/projeto/1', ['Clínica Sorriso Vivo', 'Resultados alcançados', 'Projetos relacionados']],
      [
        '/servicos/sites-institucionais',
        ['Um site que apresenta sua empresa como ela merece', 'Perguntas Frequentes', '30 a 60 dias'],
      ],
      ['/servicos/automacao-chatbots', ['Atendimento 24 horas e processos que rodam sozinhos']],
    ];
    for (const [path, texts] of expectations) {
      const response = await page.goto(path);
      const html = await response!.text();
      for (const text of texts) expect(html, `${path}: ${text}`).toContain(text.replace(/&/g, '&amp;'));
    }
  });
});

test('SEO files: sitemap lists every indexable page, robots keeps staff and link pages out, pages carry Open Graph', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<loc>/g)).toHaveLength(2 + 6 + 21);
  expect(sitemap).toContain('/servicos/e-commerce</loc>');
  expect(sitemap).toContain('/projeto/21</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /clientes');
  expect(robots).toContain('Disallow: /p/');
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);

  await page.goto('/');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_BR');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/og\.png$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Agência de desenvolvimento web/);
  const organization = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(organization['@type']).toBe('Organization');
  expect((await request.get('/images/og.png')).headers()['content-type']).toBe('image/png');
});

test('a broken image falls back to the next picture, then to the placeholder (document 000 §4, 001 §2.18)', async ({
  page,
}) => {
  await page.route('**/images/portfolio/1/1.svg', (route) => route.fulfill({ status: 404 }));
  await page.route('**/images/portfolio/2/**', (route) => route.fulfill({ status: 404 }));
  await page.route('**/images/categories/ecommerce.svg', (route) => route.fulfill({ status: 404 }));
  await page.goto('/#portfolio');
  const first = page.getByTestId('project-card').filter({ hasText: 'Clínica Sorriso Vivo' }).locator('img');
  await expect(first).toHaveAttribute('src', /\/images\/portfolio\/1\/2\.svg/);
  const second = page.getByTestId('project-card').filter({ hasText: 'Moda Raiz' }).locator('img');
  await expect(second).toHaveAttribute('src', /\/images\/placeholder\.svg/);
});
