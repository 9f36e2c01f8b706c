import { describe, expect, it } from 'vitest';
import { buildPixBrCode } from '@/lib/pix';
import { payablePix, type PayableCharge } from '@/lib/pix/payable';

/** D170: the one payable Pix of a charge, which every channel shows. */
const AGENCY = { key: 'financeiro@aurora.com.br', beneficiary: 'Aurora Design', city: 'Curitiba' };
const COBV_CODE = '00020101021226830014br.gov.bcb.pix2561psp.example/qr/cobv/abc5204000053039865802BR6304ABCD';

const charge = (over: Partial<PayableCharge> = {}): PayableCharge => ({
  formaPagamento: 'pix',
  numeroCobranca: 'COB-2026-0007',
  chavePix: null,
  codigoPix: null,
  nomeBeneficiario: null,
  cidadeBeneficiario: null,
  pixStatus: null,
  pixCopiaECola: null,
  ...over,
});

const staticCode = (key: string, centavos: number, beneficiary = AGENCY.beneficiary, city = AGENCY.city) =>
  buildPixBrCode({ key, centavos, beneficiary, city, txid: 'COB20260007' });

describe('payablePix', () => {
  it('is the cobv’s own code while it is ATIVA, whatever key the charge row carries', () => {
    const pix = payablePix(
      charge({ pixStatus: 'ATIVA', pixCopiaECola: COBV_CODE, chavePix: 'pix@agencia.example' }),
      AGENCY,
      true,
      102_000,
    );
    expect(pix).toMatchObject({ brCode: COBV_CODE, dynamic: true, key: null, ownKey: null, altKey: null });
  });

  it('has no code while a PSP’s cobv is still being registered (no second code for one charge)', () => {
    const pix = payablePix(charge({ pixStatus: 'pendente', chavePix: 'antiga@agencia.com.br' }), AGENCY, true, 1000);
    expect(pix).toMatchObject({ brCode: null, key: null, dynamic: false, ownKey: null });
  });

  it('under a PSP without a cobv (no CPF/CNPJ), the static code of the profile’s key, never a stale one', () => {
    const stale = charge({ chavePix: 'pix@agencia.example', nomeBeneficiario: 'Outra', cidadeBeneficiario: 'Recife' });
    const pix = payablePix(stale, AGENCY, true, 50_000);
    expect(pix).toMatchObject({ key: AGENCY.key, brCode: staticCode(AGENCY.key, 50_000), ownKey: null });
    expect(pix?.brCode).not.toContain('pix@agencia.example');
  });

  it('without a PSP, the charge’s own key and beneficiary, else the profile’s', () => {
    const own = charge({ chavePix: '+5541988887777', nomeBeneficiario: 'Ana Souza', cidadeBeneficiario: 'Londrina' });
    expect(payablePix(own, AGENCY, false, 1500)).toMatchObject({
      key: '+5541988887777',
      brCode: staticCode('+5541988887777', 1500, 'Ana Souza', 'Londrina'),
      ownKey: '+5541988887777',
      dynamic: false,
    });
    expect(payablePix(charge(), AGENCY, false, 1500)).toMatchObject({
      key: AGENCY.key,
      brCode: staticCode(AGENCY.key, 1500),
      ownKey: AGENCY.key,
    });
  });

  it('without a PSP, a payment link is shown as typed and the alternative key makes the code', () => {
    const link = charge({ chavePix: 'https://pague.example/123', codigoPix: '11.222.333/0001-81' });
    const pix = payablePix(link, AGENCY, false, 2000);
    expect(pix).toMatchObject({ key: '11.222.333/0001-81', ownKey: 'https://pague.example/123' });
    expect(pix?.altKey).toBe('11.222.333/0001-81');
  });

  it('no key anywhere: no code; another payment method: nothing', () => {
    expect(payablePix(charge(), { ...AGENCY, key: '' }, true, 1000)).toMatchObject({ brCode: null, key: null });
    expect(payablePix(charge({ formaPagamento: 'boleto' }), AGENCY, false, 1000)).toBeNull();
  });
});
