import { describe, expect, it } from 'vitest';
import { normalizeTelefone } from '@/lib/validation/telefone';

describe('normalizeTelefone', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['5511987654321', '(11) 98765-4321'],
    ['011 98765 4321', '(11) 98765-4321'],
    ['2134567890', '(21) 3456-7890'],
    ['+55 (21) 3456-7890', '(21) 3456-7890'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeTelefone(input)).toEqual({ ok: true, value: expected });
  });

  // D206: every form docs/operacao.md says a client's number is read in.
  it.each([
    ['(0xx21) 98765-4321', '(21) 98765-4321'],
    ['(0XX21) 98765 4321', '(21) 98765-4321'],
    ['0xx21 98765-4321', '(21) 98765-4321'],
    ['(0xx11) 8765-4321', '(11) 98765-4321'],
    ['(0xx21) 3456-7890', '(21) 3456-7890'],
    ['+55 11 98765 4321', '(11) 98765-4321'],
    ['0 21 11 98765-4321', '(11) 98765-4321'],
    ['21.99876.5432', '(21) 99876-5432'],
  ])('reads the written form %s as %s', (input, expected) => {
    expect(normalizeTelefone(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['(11) 8765-4321', '(11) 98765-4321'],
    ['1198765432', '(11) 99876-5432'],
    ['+55 31 7123-4567', '(31) 97123-4567'],
    ['551187654321', '(11) 98765-4321'],
    ['011 6123-4567', '(11) 96123-4567'],
  ])('gives the old 8-digit mobile %s its 9th digit: %s', (input, expected) => {
    expect(normalizeTelefone(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['98765-4321', '(11) 18765-4321', '00987654321', 'telefone', '119876543210', '(11) 1234-5678', '(0xx)'])(
    'refuses %s',
    (input) => {
      expect(normalizeTelefone(input)).toEqual({
        ok: false,
        message: 'Telefone inválido: informe DDD e número, ex.: (11) 98765-4321.',
      });
    },
  );

  it('says why a DDD or a foreign number is refused', () => {
    for (const input of ['(20) 98765-4321', '(0xx23) 98765-4321', '1098765432'])
      expect(normalizeTelefone(input), input).toEqual({
        ok: false,
        message: 'DDD inexistente: confira o código de área do telefone.',
      });
    expect(normalizeTelefone('+1 650 555 1234')).toEqual({
      ok: false,
      message: 'Informe um telefone do Brasil, com DDD: números de outros países não são aceitos aqui.',
    });
  });
});
