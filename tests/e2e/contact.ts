import { type Browser, expect } from '@playwright/test';

export type ContactMessage = { nome: string; email: string; assunto: string; mensagem: string; telefone?: string };

/**
 * A prospect writes through the home page's contact form, signed out, from an address of its own (the form is
 * limited per address and specs run in parallel), and sees the success toast.
 */
export async function sendContactMessage(browser: Browser, message: ContactMessage): Promise<void> {
  const address = `10.${60 + Math.floor(Math.random() * 30)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const visitor = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  try {
    const home = await visitor.newPage();
    await home.goto('/#contato');
    const form = home.locator('#contato form');
    await form.getByLabel('Nome', { exact: true }).fill(message.nome);
    await form.getByLabel('E-mail', { exact: true }).fill(message.email);
    if (message.telefone) await form.getByLabel('Telefone (opcional)').fill(message.telefone);
    await form.getByLabel('Assunto').fill(message.assunto);
    await form.getByLabel('Mensagem').fill(message.mensagem);
    await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(home.getByText('Mensagem enviada com sucesso!')).toBeVisible();
  } finally {
    await visitor.close();
  }
}
