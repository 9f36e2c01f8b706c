import { describe, expect, it } from 'vitest';
import { netPaid } from '@/lib/charges/net-paid';

describe('netPaid (D184)', () => {
  it('deducts the settled refunds from what was paid, the Pix amount first', () => {
    expect(netPaid({ valor: 100000 }, 0)).toEqual({ pago: 100000, devolvido: 0, liquido: 100000, total: false });
    expect(netPaid({ valor: 100000, valorPago: 102500 }, 2500)).toEqual({
      pago: 102500,
      devolvido: 2500,
      liquido: 100000,
      total: false,
    });
    expect(netPaid({ valor: 100000, valorPago: null }, 100000)).toMatchObject({ liquido: 0, total: true });
    expect(netPaid({ valor: 100000 }, 120000)).toMatchObject({ liquido: 0, total: true });
  });
});
