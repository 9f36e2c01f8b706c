import { expect, test } from '@playwright/test';
import { STAFF_STATE } from './staff';

/**
 * D64, D65: the settings screen. The reminders and follow-ups themselves are checked with the
 * controlled clock in tests/integration/follow-ups.test.ts (the e2e server runs on real time).
 */
test.use({ storageState: STAFF_STATE });

test('acompanhamento settings: linked from the régua page, refuses a bad value, saves and keeps it', async ({
  page,
}) => {
  await page.goto('/configuracoes/cobranca');
  await page
    .getByRole('navigation', { name: 'Outras configurações:' })
    .getByRole('link', { name: 'Acompanhamento' })
    .click();
  await expect(page).toHaveURL('/configuracoes/acompanhamento');
  await expect(page.getByRole('heading', { name: 'Acompanhamento', level: 1 })).toBeVisible();

  const first = page.getByLabel('Primeiro lembrete (dias após o envio)');
  const notOpened = page.getByLabel('Não aberta depois de (dias do envio)');
  await expect(first).toHaveValue('3');
  await expect(page.getByLabel('Enviar lembretes de assinatura')).toBeChecked();
  await expect(page.getByLabel('Enviar também ao cliente um e-mail cordial com o link da proposta')).not.toBeChecked();

  await first.fill('0');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Primeiro lembrete: de 1 a 60 dias')).toBeVisible();

  await first.fill('3');
  await notOpened.fill('4');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações salvas')).toBeVisible();
  await page.reload();
  await expect(notOpened).toHaveValue('4');

  // Back to the default, for the other specs sharing the server.
  await notOpened.fill('3');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações salvas').first()).toBeVisible();
});
