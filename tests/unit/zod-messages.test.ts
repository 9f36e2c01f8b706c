import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';

const message = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('zod messages in Portuguese (lib/zod-messages.ts)', () => {
  it('words every rule a schema does not word itself', () => {
    expect(message(z.object({ nome: z.string() }), undefined)).toBe('Campo obrigatório.');
    expect(message(z.object({ nome: z.string() }), 'x')).toBe('Dados inválidos.');
    expect(message(z.object({ nome: z.string() }), {})).toBe('Campo obrigatório.');
    expect(message(z.string().min(3), 'ab')).toBe('Use pelo menos 3 caracteres.');
    expect(message(z.string().min(1), '')).toBe('Campo obrigatório.');
    expect(message(z.string().max(5), 'abcdefg')).toBe('Use no máximo 5 caracteres.');
    expect(message(z.email(), 'x')).toBe('E-mail inválido.');
    expect(message(z.enum(['a', 'b']), 'c')).toBe('Opção inválida.');
    expect(message(z.number().min(2), 1)).toBe('O valor mínimo é 2.');
    expect(message(z.uuid(), 'x')).toBe('Formato inválido.');
  });

  it('keeps the messages a schema words itself', () => {
    expect(message(z.string().min(3, 'Nome curto demais.'), 'a')).toBe('Nome curto demais.');
  });

  it('never answers in English', () => {
    const schemas: Array<[z.ZodType, unknown]> = [
      [z.object({ a: z.number() }), { a: 'x' }],
      [z.array(z.string()).min(2), ['a']],
      [z.boolean(), 'sim'],
      [z.literal('x'), 'y'],
      [z.union([z.string(), z.number()]), true],
    ];
    for (const [schema, input] of schemas) expect(message(schema, input)).not.toMatch(/Invalid|expected|received/i);
  });
});
