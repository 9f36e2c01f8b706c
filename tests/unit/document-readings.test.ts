import { describe, expect, it } from 'vitest';
import { BACKOFFICE_HEADER_LINKS, BACKOFFICE_TABS, signOutIsSilent } from '@/lib/backoffice-tabs';
import { beneficiaryLine } from '@/lib/charges/beneficiary-line';
import { statusCheckOutcome } from '@/lib/payments/status-check';

describe('readings of the documents found by using the app (D50)', () => {
  it('links the payments dashboard from the back-office header, keeping the seven tabs of the document', () => {
    expect(BACKOFFICE_HEADER_LINKS.map((l) => l.href)).toContain('/pagamentos');
    expect(BACKOFFICE_TABS).toHaveLength(7);
  });

  it('swallows sign-out errors on the board only (document 000 §2.6)', () => {
    expect(signOutIsSilent('/projetos')).toBe(true);
    expect(signOutIsSilent('/projetos/')).toBe(true);
    expect(signOutIsSilent('/clientes')).toBe(false);
    expect(signOutIsSilent('/projeto/1/editar')).toBe(false);
  });

  it('shows the beneficiary name and city when present, whatever the Pix code', () => {
    expect(beneficiaryLine('AGENCIA DIGITAL', 'SAO PAULO')).toBe('AGENCIA DIGITAL — SAO PAULO');
    expect(beneficiaryLine('AGENCIA DIGITAL', '')).toBe('AGENCIA DIGITAL');
    expect(beneficiaryLine(null, ' Recife ')).toBe('Recife');
    expect(beneficiaryLine('', null)).toBeNull();
  });

  it('answers a status check as document 001 §8 says: "Verificação concluída" only for unpaid', () => {
    expect(statusCheckOutcome('paid')).toBe('paid');
    expect(statusCheckOutcome('succeeded')).toBe('paid');
    expect(statusCheckOutcome('unpaid')).toBe('unpaid');
    expect(statusCheckOutcome('pending')).toBe('other');
    expect(statusCheckOutcome('failed')).toBe('other');
    expect(statusCheckOutcome('canceled')).toBe('other');
  });
});
