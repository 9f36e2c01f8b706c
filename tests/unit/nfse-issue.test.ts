import { describe, expect, it } from 'vitest';
import { profileCanIssue, takerDocument } from '@/server/nfse/issue-note';
import type { FiscalProfileRow } from '@/server/nfse/write-fiscal-profile';
import { TOMADOR_CNPJ, TOMADOR_CPF } from '../support/nfse-dps';

/** D234, D237: the taker's registration read from the client's record, and when the profile can issue. */
describe('the taker of a paid charge’s note', () => {
  it('reads a CPF or CNPJ with or without punctuation, check digits verified', () => {
    expect(takerDocument('529.982.247-25')).toEqual({ tipo: 'cpf', numero: TOMADOR_CPF });
    expect(takerDocument(TOMADOR_CNPJ)).toEqual({ tipo: 'cnpj', numero: TOMADOR_CNPJ });
    expect(takerDocument('01.761.135/0001-32')).toEqual({ tipo: 'cnpj', numero: TOMADOR_CNPJ });
  });

  it('answers null for nothing, a wrong length or wrong check digits', () => {
    for (const value of [null, undefined, '', '123', '529.982.247-26', '01761135000133', '111.111.111-11'])
      expect(takerDocument(value), String(value)).toBeNull();
  });
});

describe('whether the fiscal profile can issue (sandbox: no NFSE_SEFIN_URL)', () => {
  const profile = (patch: Partial<FiscalProfileRow>) => ({ perfilSalvoEm: new Date(), ...patch }) as FiscalProfileRow;

  it('needs a profile saved once; the sandbox issues without a certificate', () => {
    expect(profileCanIssue(null)).toBe(false);
    expect(profileCanIssue(profile({ perfilSalvoEm: null }))).toBe(false);
    expect(profileCanIssue(profile({ certificadoCifrado: null }))).toBe(true);
    expect(profileCanIssue(profile({ certificadoCifrado: 'selado' }))).toBe(true);
  });
});
