import { describe, expect, it } from 'vitest';
import { DpsInputError, type DpsIdParts, dpsId } from '@/lib/nfse/dps-id';

/** D202: the DPS Id, `DPS` + municipality (7) + 1/2 + CPF/CNPJ (14) + series (5) + number (15). */
const cnpj: DpsIdParts = {
  municipioIbge: '1400159',
  inscricao: { tipo: 'cnpj', numero: '01761135000132' },
  serie: '900',
  numero: 6,
};

function problems(parts: DpsIdParts): string[] {
  try {
    dpsId(parts);
  } catch (error) {
    expect(error).toBeInstanceOf(DpsInputError);
    return (error as DpsInputError).problems.map((p) => p.field);
  }
  throw new Error('expected a DpsInputError');
}

describe('dpsId', () => {
  it('writes the Id of the official sample for a CNPJ (type 2)', () => {
    // tests/fixtures/nfse/dps-simples.xml carries this Id for these parts.
    expect(dpsId(cnpj)).toBe('DPS140015920176113500013200900000000000000006');
    expect(dpsId(cnpj)).toHaveLength(45);
  });

  it('pads a CPF to 14 digits after type 1', () => {
    const id = dpsId({
      municipioIbge: '3550308',
      inscricao: { tipo: 'cpf', numero: '52998224725' },
      serie: '1',
      numero: '42',
    });
    expect(id).toBe('DPS3550308' + '1' + '00052998224725' + '00001' + '000000000000042');
    expect(id).toMatch(/^DPS\d{42}$/);
  });

  it('takes the largest series and number', () => {
    expect(dpsId({ ...cnpj, serie: '99999', numero: '999999999999999' })).toBe(
      'DPS1400159201761135000132' + '99999' + '999999999999999',
    );
  });

  it('names every part that cannot make an Id', () => {
    expect(
      problems({ municipioIbge: '355030', inscricao: { tipo: 'cnpj', numero: '1176113500013' }, serie: '', numero: 0 }),
    ).toEqual(['municipioIbge', 'inscricao', 'serie', 'numero']);
  });

  it.each<[string, Partial<DpsIdParts>]>([
    ['a municipality of no state', { municipioIbge: '9912345' }],
    ['letters in the municipality', { municipioIbge: '35503O8' }],
    ['a CNPJ with punctuation', { inscricao: { tipo: 'cnpj', numero: '01.761.135/0001-32' } }],
    ['a CNPJ whose check digits are wrong', { inscricao: { tipo: 'cnpj', numero: '01761135000133' } }],
    ['a CPF whose check digits are wrong', { inscricao: { tipo: 'cpf', numero: '52998224724' } }],
    ['a CPF of one repeated digit', { inscricao: { tipo: 'cpf', numero: '11111111111' } }],
    ['a CPF given as a CNPJ', { inscricao: { tipo: 'cnpj', numero: '52998224725' } }],
    ['a series of six digits', { serie: '123456' }],
    ['a series with a letter', { serie: 'A1' }],
    ['a number from zero', { numero: '0123' }],
    ['a number of 16 digits', { numero: '1234567890123456' }],
    ['a negative number', { numero: -5 }],
    ['a fractional number', { numero: 1.5 }],
  ])('refuses %s', (_label, change) => {
    expect(() => dpsId({ ...cnpj, ...change })).toThrow(DpsInputError);
  });

  it('says what is wrong in the message', () => {
    expect(() => dpsId({ ...cnpj, inscricao: { tipo: 'cnpj', numero: '01761135000133' } })).toThrow(
      /inscricao: CNPJ check digits do not match/,
    );
  });
});
