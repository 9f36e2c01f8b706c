import { describe, expect, it } from 'vitest';
import { signingPersonOf } from '@/lib/clients/signing-person';

const NONE = { assinanteNome: null, assinanteCpf: null, assinanteEmail: null, assinanteCelular: null };

/** D160: who signs a client's contracts. */
describe('signingPersonOf', () => {
  it('is the record’s signing person when complete, not the company', () => {
    expect(
      signingPersonOf({
        nome: 'Padaria Ltda',
        email: 'contato@padaria.com.br',
        telefone: null,
        documento: '11.222.333/0001-81',
        assinanteNome: ' Paula Padeira ',
        assinanteCpf: '11144477735',
        assinanteEmail: 'Paula@Padaria.com.br',
        assinanteCelular: '',
      }),
    ).toEqual({ nome: 'Paula Padeira', cpf: '111.444.777-35', email: 'paula@padaria.com.br', celular: null });
  });

  it('is nobody for a company without one, or with an invalid CPF or no e-mail', () => {
    const company = { nome: 'Padaria Ltda', email: 'c@p.com.br', telefone: null, documento: '11.222.333/0001-81' };
    expect(signingPersonOf({ ...company, ...NONE })).toBeNull();
    expect(
      signingPersonOf({
        ...company,
        ...NONE,
        assinanteNome: 'Paula',
        assinanteCpf: '111.444.777-00',
        assinanteEmail: 'p@p.br',
      }),
    ).toBeNull();
    expect(signingPersonOf({ ...company, ...NONE, assinanteNome: 'Paula', assinanteCpf: '11144477735' })).toBeNull();
  });

  it('is the client itself when registered with a CPF and an e-mail', () => {
    const person = {
      nome: 'João Silva',
      email: 'joao@exemplo.com',
      telefone: '(11) 98765-4321',
      documento: '529.982.247-25',
    };
    expect(signingPersonOf({ ...person, ...NONE })).toEqual({
      nome: 'João Silva',
      cpf: '529.982.247-25',
      email: 'joao@exemplo.com',
      celular: '(11) 98765-4321',
    });
    expect(signingPersonOf({ ...person, email: null, ...NONE })).toBeNull();
  });
});
