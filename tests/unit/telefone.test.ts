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

  it.each(['98765-4321', '1198765432', '(11) 18765-4321', '00987654321', 'telefone', '119876543210'])(
    'refuses %s',
    (input) => {
      expect(normalizeTelefone(input)).toMatchObject({
        ok: false,
        message: 'Telefone inválido: informe DDD e número, ex.: (11) 98765-4321.',
      });
    },
  );
});
