import { describe, expect, it } from 'vitest';
import { clientSignerOf, signerIsClient } from '@/lib/signatures/client-signer';

const row = (
  id: string,
  position: number,
  email: string,
  extra: Partial<{ role: string; status: string; userId: string | null }> = {},
) => ({
  id,
  position,
  email,
  role: 'parte',
  status: 'invited',
  userId: null,
  ...extra,
});

describe('clientSignerOf (D157)', () => {
  it('is the active, non-staff signer who must sign with the client record’s e-mail', () => {
    const signers = [
      row('a', 1, 'Cliente@Exemplo.com.br', { status: 'cancelled' }),
      row('b', 2, 'cliente@exemplo.com.br', { role: 'copia' }),
      row('c', 3, 'cliente@exemplo.com.br', { userId: 'u1' }),
      row('d', 4, ' cliente@exemplo.com.br '),
    ];
    expect(clientSignerOf(signers, { email: 'CLIENTE@exemplo.com.br' })?.id).toBe('d');
  });

  it('is nobody without a client e-mail or a matching signer', () => {
    expect(clientSignerOf([row('a', 1, 'outra@exemplo.com.br')], { email: 'cliente@exemplo.com.br' })).toBeNull();
    expect(clientSignerOf([row('a', 1, 'cliente@exemplo.com.br')], null)).toBeNull();
    expect(clientSignerOf([row('a', 1, '')], { email: '' })).toBeNull();
  });

  it('is the company’s signing person, by their e-mail or mobile, when the record names one (D160)', () => {
    const company = {
      email: 'contato@padaria.com.br',
      telefone: '(11) 3333-4444',
      assinanteEmail: 'paula@padaria.com.br',
      assinanteCelular: '(11) 98765-4321',
    };
    const signers = [row('r', 2, 'representante@agencia.com.br'), row('p', 1, 'PAULA@padaria.com.br')];
    expect(clientSignerOf(signers, company)?.id).toBe('p');
    const byMobile = [{ ...row('m', 1, 'paula.pessoal@exemplo.com.br'), phone: '+55 11 98765-4321' }];
    expect(clientSignerOf(byMobile, company)?.id).toBe('m');
    expect(clientSignerOf(signers, { email: company.email })).toBeNull();
  });
});

describe('signerIsClient (D157, D166)', () => {
  it('is the client by the record’s e-mail, in any case, or by the same mobile written another way', () => {
    expect(signerIsClient({ email: 'ANA@exemplo.com.br' }, { email: 'ana@exemplo.com.br' })).toBe(true);
    const phone = { email: 'outra@exemplo.com.br', phone: '(11) 98765-4321' };
    expect(signerIsClient(phone, { email: 'ana@exemplo.com.br', telefone: '+55 11 98765-4321' })).toBe(true);
    expect(signerIsClient(phone, { email: 'ana@exemplo.com.br', telefone: '+55 11 91234-5678' })).toBe(false);
    expect(signerIsClient({ email: '' }, { email: null, telefone: null })).toBe(false);
  });
});
