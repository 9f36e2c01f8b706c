import { describe, expect, it } from 'vitest';
import { payerDocument, paymentProof } from '@/lib/charges/payment-proof';

describe('the payment shown on the paid page and the receipt (D187)', () => {
  const charge = { valor: 100000, valorPago: 102067, dataPagamento: new Date('2026-03-18T18:00:00Z') };

  it('takes the Pix: its time, amount in words, E2E id and payer, the CPF masked', () => {
    const at = new Date('2026-03-18T17:59:30Z');
    expect(
      paymentProof(charge, {
        endToEndId: 'E12345678202603181759abcdefghijk',
        valor: 102067,
        horario: at,
        pagadorNome: ' Ana Lima ',
        pagadorDocumento: '52998224725',
      }),
    ).toEqual({
      pagoEm: at,
      valor: 102067,
      valorPorExtenso: 'mil e vinte reais e sessenta e sete centavos',
      endToEndId: 'E12345678202603181759abcdefghijk',
      pagadorNome: 'Ana Lima',
      pagadorDocumento: '***.982.247-**',
    });
  });

  it('without a Pix, the amount paid and the charge’s payment date', () => {
    expect(paymentProof(charge, null)).toMatchObject({
      pagoEm: charge.dataPagamento,
      valor: 102067,
      endToEndId: null,
      pagadorNome: null,
      pagadorDocumento: null,
    });
    expect(paymentProof({ ...charge, valorPago: null }, null).valorPorExtenso).toBe('mil reais');
  });

  it('shows a CNPJ whole and nothing for an unreadable document', () => {
    expect(payerDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(payerDocument('123')).toBeNull();
    expect(payerDocument(null)).toBeNull();
  });
});
