import { NextIntlClientProvider } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CertificateForm } from '@/components/nfse/certificate-form';
import { FiscalProfileForm } from '@/components/nfse/fiscal-profile-form';
import { FISCAL_PROFILE_DEFAULTS } from '@/lib/nfse/fiscal-profile';
import messages from '@/messages';

// Only the router's refresh and the two actions are stubbed: no other unit test imports either module.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }));
vi.mock('@/server/nfse/actions', () => ({ saveFiscalProfile: vi.fn(), uploadNfseCertificate: vi.fn() }));

/** D226, D228: the fiscal screen's forms render in Portuguese from the namespaces the screen gives them. */
// createElement's props type wants the children that its third argument gives.
const Provider = NextIntlClientProvider as React.FC<
  Omit<React.ComponentProps<typeof NextIntlClientProvider>, 'children'>
>;
const render = (node: React.ReactElement) =>
  renderToStaticMarkup(
    createElement(
      Provider,
      {
        locale: 'pt-BR',
        // What app/(backoffice)/configuracoes/fiscal/page.tsx gives its forms (ClientMessages).
        messages: { common: messages.common, nfseProfile: messages.nfseProfile, nfseErrors: messages.nfseErrors },
        timeZone: 'America/Sao_Paulo',
      },
      node,
    ),
  );

describe('the fiscal screen', () => {
  it('shows the saved municipality by name, the Simples question for ME/EPP, produção restrita by default', () => {
    const html = render(
      createElement(FiscalProfileForm, {
        initial: { ...FISCAL_PROFILE_DEFAULTS, municipioIbge: '4106902' },
        usesTotp: false,
      }),
    );
    expect(html).toContain('value="Curitiba/PR"');
    expect(html).toContain('Escolhido: Curitiba/PR (4106902)');
    expect(html).toContain('Apuração no Simples Nacional');
    expect(html).toContain('<option value="2" selected="">Produção restrita (testes)</option>');
    expect(html).toContain('Pode usar os marcadores {descricao}');
    // Nothing to confirm until the environment changes.
    expect(html).not.toContain('confirmar-identidade');
  });

  it('leaves the Simples question out for MEI, and the upload asks for both passwords', () => {
    const html = render(
      createElement(FiscalProfileForm, { initial: { ...FISCAL_PROFILE_DEFAULTS, opSimpNac: '2' }, usesTotp: true }),
    );
    expect(html).not.toContain('Apuração no Simples Nacional');
    const upload = render(createElement(CertificateForm, { hasCertificate: true, usesTotp: false }));
    expect(upload).toContain('accept=".pfx,.p12,application/x-pkcs12"');
    expect(upload).toContain('Senha do certificado');
    expect(upload).toContain('Sua senha');
    expect(upload).toContain('Trocar certificado');
  });
});
