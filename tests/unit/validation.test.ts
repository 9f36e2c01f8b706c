import { describe, expect, it } from 'vitest';
import { ZSignIn } from '@/lib/validation/auth';
import { ZClientForm } from '@/lib/validation/clients';

const empty = { nome: '', email: '', telefone: '', documento: '', endereco: '', observacoes: '' };

describe('sign-in form (document 000 §5)', () => {
  it('says "Email inválido" and "A senha deve ter pelo menos 6 caracteres"', () => {
    const result = ZSignIn.safeParse({ email: 'x', password: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Email inválido',
      'A senha deve ter pelo menos 6 caracteres',
    ]);
  });
  it('accepts a trimmed, lower-cased e-mail and a 6-character password', () => {
    expect(ZSignIn.parse({ email: ' Demo@Agencia.DEV ', password: '123456' })).toEqual({
      email: 'demo@agencia.dev',
      password: '123456',
    });
  });
});

describe('client form', () => {
  it('requires only the name and stores empty fields as null', () => {
    expect(ZClientForm.parse({ ...empty, nome: ' Ana ' })).toEqual({
      nome: 'Ana',
      email: null,
      telefone: null,
      documento: null,
      endereco: null,
      observacoes: null,
      assinanteNome: null,
      assinanteCpf: null,
      assinanteEmail: null,
      assinanteCelular: null,
    });
    expect(ZClientForm.safeParse(empty).error?.issues[0].message).toBe('Informe o nome do cliente.');
  });
  it('checks e-mail, phone and CPF/CNPJ, each with its own message', () => {
    const result = ZClientForm.safeParse({
      ...empty,
      nome: 'Ana',
      email: 'ana@',
      telefone: '123',
      documento: '123.456.789-00',
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', 'Email inválido'],
      ['telefone', 'Telefone inválido: informe DDD e número, ex.: (11) 98765-4321.'],
      ['documento', 'CPF inválido: confira os dígitos.'],
    ]);
  });
  it('limits long texts', () => {
    expect(ZClientForm.safeParse({ ...empty, nome: 'x'.repeat(201) }).success).toBe(false);
    expect(ZClientForm.safeParse({ ...empty, nome: 'x', observacoes: 'y'.repeat(2001) }).success).toBe(false);
  });
});
