import { describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { ZChargeForm } from '@/lib/validation/charges';
import { ZClientForm } from '@/lib/validation/clients';
import { ZContactForm } from '@/lib/validation/contact';
import { isStaffDay } from '@/lib/validation/day';
import { ZProposalForm } from '@/lib/validation/proposals';
import { INVALID_TEXT_MESSAGE, isWellFormedText } from '@/lib/validation/text';

const contact = {
  name: 'Ana',
  email: 'ana@exemplo.com.br',
  phone: '',
  subject: 'Site',
  message: 'Olá',
  service: 'site',
};

describe('text fields refuse a NUL character and invalid UTF-16 (every schema through lib/zod)', () => {
  it('tells well-formed text from text with NUL or a lone surrogate', () => {
    for (const ok of ['', 'Olá, São Paulo', 'emoji 😀 ok', 'tab\tand\nnewline'])
      expect(isWellFormedText(ok)).toBe(true);
    for (const bad of ['a\u0000b', '\u0000', 'x\ud800', '\udc00y', 'a\ud800b', '\ude00\ud83d']) {
      expect(isWellFormedText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('uses the catalogue text', () => {
    expect(INVALID_TEXT_MESSAGE).toBe(m.resilience.invalidText);
  });

  it('refuses them in the contact form, a staff form and a nested proposal field, with the Portuguese message', () => {
    for (const value of ['Ana\u0000', 'Ana\ud800']) {
      const result = ZContactForm.safeParse({ ...contact, name: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(INVALID_TEXT_MESSAGE);
      expect(ZContactForm.safeParse({ ...contact, message: `Oi ${value}` }).error?.issues[0].message).toBe(
        INVALID_TEXT_MESSAGE,
      );
    }
    const client = ZClientForm.safeParse({
      nome: 'Loja\u0000',
      email: '',
      telefone: '',
      documento: '',
      endereco: '',
      observacoes: '',
    });
    expect(client.error?.issues[0].message).toBe(INVALID_TEXT_MESSAGE);
    expect(ZContactForm.safeParse({ ...contact, message: 'Oi 😀' }).success).toBe(true);
  });
});

describe('staff date inputs are days between 01/01/2000 and 31/12/2100', () => {
  it('knows the range', () => {
    expect(['2000-01-01', '2026-02-28', '2100-12-31'].map(isStaffDay)).toEqual([true, true, true]);
    expect(['1999-12-31', '2101-01-01', '0202-01-01', '20255-01-01', '2026-02-30', ''].map(isStaffDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses a charge due outside it with the range message, and a malformed one with the form message', () => {
    const charge = {
      titulo: 'Parcela',
      cliente: 'Ana',
      valor: '100,00',
      formaPagamento: 'pix',
      descricao: '',
      observacoes: '',
      chavePix: 'financeiro@agencia.dev',
      codigoPix: '',
      nomeBeneficiario: '',
      cidadeBeneficiario: '',
    };
    expect(ZChargeForm.safeParse({ ...charge, dataVencimento: '2099-12-31' }).success).toBe(true);
    for (const day of ['2101-01-01', '1999-12-31']) {
      expect(ZChargeForm.safeParse({ ...charge, dataVencimento: day }).error?.issues[0].message).toBe(
        m.resilience.dateRange,
      );
    }
    expect(ZChargeForm.safeParse({ ...charge, dataVencimento: '31/12/2026' }).error?.issues[0].message).toBe(
      m.charges.validation.vencimento,
    );
  });

  it('refuses a proposal valid past 2100', () => {
    const base = { nome: 'P', cliente: 'C', status: 'pendente', slug: '', conteudo: {} };
    expect(ZProposalForm.safeParse({ ...base, validaAte: '2150-01-01' }).success).toBe(false);
  });
});
