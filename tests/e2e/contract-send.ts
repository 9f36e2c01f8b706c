import { expect, type Page } from '@playwright/test';
import { outboxMails } from './outbox';
import { E2E_STAFF } from './staff';
import { openAgencyProfile } from './agency-page';

/**
 * The agency's legal representative is the e2e staff member (D119), as every spec that sends a contract sets it: the
 * same values, so specs running side by side never see another representative. A changed e-mail asks for the
 * owner's password again (D181).
 */
export async function setRepresentative(page: Page): Promise<void> {
  await openAgencyProfile(page);
  await page.locator('#ag-representanteNome').fill(E2E_STAFF.name);
  await page.locator('#ag-representanteCpf').fill('529.982.247-25');
  await page.locator('#ag-representanteEmail').fill(E2E_STAFF.email);
  const password = page.getByLabel('Sua senha');
  if (await password.isVisible()) await password.fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados da agência salvos.')).toBeVisible();
}

/**
 * The staff representative signs their turn from the back office (D119, D156): their invitation e-mail sends them to
 * Assinaturas, and the code (D118) still comes by e-mail. `mark` (text of the document's name, ASCII) picks this
 * document's code among the codes other specs ask for the same staff e-mail.
 */
export async function signAsRepresentative(
  page: Page,
  outbox: string,
  doc: { mark: string },
  typed: string,
): Promise<void> {
  // The invitation's link opens Assinaturas with this document's signers' dialog (`?assinar=`).
  let invitation = '';
  await expect
    .poll(
      () =>
        (invitation =
          outboxMails(outbox, E2E_STAFF.email)
            .filter((eml) => eml.includes(doc.mark))
            .map((eml) => /\/assinaturas\?assinar=(?:3D)?([0-9a-f-]{36})/.exec(eml)?.[1])
            .find(Boolean) ?? ''),
      { timeout: 30_000 },
    )
    .not.toBe('');
  await page.goto(`/assinaturas?assinar=${invitation}`);
  const dialog = page.getByRole('dialog', { name: 'Signatários' });
  const sign = dialog.getByTestId('representative-sign');
  const asked = Date.now() - 1000;
  await sign.getByRole('button', { name: 'Enviar código' }).click();
  const code = new RegExp(`${doc.mark}[\\s\\S]*?\\n(\\d{6})\\r?\\n`);
  let found = '';
  await expect
    .poll(
      () =>
        (found =
          outboxMails(outbox, E2E_STAFF.email, asked)
            .map((eml) => code.exec(eml)?.[1] ?? '')
            .find(Boolean) ?? ''),
      { timeout: 30_000 },
    )
    .not.toBe('');
  await sign.getByLabel('Código de confirmação').fill(found);
  await sign.getByRole('button', { name: 'Confirmar código' }).click();
  await sign.getByRole('button', { name: 'Digitar' }).click();
  await sign.getByPlaceholder('Digite seu nome completo').fill(typed);
  await sign.getByRole('button', { name: 'Assinar', exact: true }).click();
  await expect(dialog.getByTestId('signer-status').last()).toHaveText('Assinou', { timeout: 30_000 });
  await page.keyboard.press('Escape');
}

/**
 * "Enviar para assinatura" on a contract's page for a client registered without a signing person (D160, D161): the
 * step asks for the person and saves them on the client's record; the representative is signer 2. Answers the step,
 * still open, for what the spec adds before "Enviar para os signatários".
 */
export async function openContractStep(page: Page, person: { nome: string; cpf: string; email: string }) {
  await page.getByTestId('contract-send-signature').click();
  const step = page.getByRole('dialog', { name: 'Enviar para assinatura' });
  await expect(step.getByTestId('signing-person-form')).toBeVisible();
  await step.getByLabel('Nome de quem assina').fill(person.nome);
  await step.getByLabel('CPF de quem assina').fill(person.cpf);
  await step.getByLabel('E-mail de quem assina').fill(person.email);
  await step.getByRole('button', { name: 'Salvar no cadastro do cliente' }).click();
  await expect(step.getByTestId('contract-client-signer')).toContainText(`1. ${person.nome}`);
  await expect(step.getByLabel('E-mail 2')).toHaveValue(E2E_STAFF.email);
  return step;
}
