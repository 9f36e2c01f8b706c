import { describe, expect, it } from 'vitest';
import { maskProtectedValue, protectedChanges } from '@/lib/settings/protected-fields';

describe('protected profile fields (D180)', () => {
  it('names only the protected fields that changed', () => {
    const before = { pixChave: 'a@b.com', representanteEmail: 'r@b.com', email: 'c@b.com' };
    expect(protectedChanges(before, { ...before })).toEqual([]);
    expect(protectedChanges(before, { ...before, pixChave: 'x@b.com', email: '' })).toEqual([
      { campo: 'pixChave', antes: 'a@b.com', depois: 'x@b.com' },
      { campo: 'email', antes: 'c@b.com', depois: '' },
    ]);
  });

  it('masks each kind of key and e-mail so that it is recognisable but not copyable', () => {
    expect(maskProtectedValue('financeiro@aurora.com.br')).toBe('fi***@aurora.com.br');
    expect(maskProtectedValue('+5541988887777')).toBe('+55 (41) 9****-7777');
    expect(maskProtectedValue('52998224725')).toBe('***.982.247-**');
    expect(maskProtectedValue('11222333000181')).toBe('11.222.333/****-**');
    expect(maskProtectedValue('123e4567-e89b-12d3-a456-426614174000')).toBe('123e…4000');
    expect(maskProtectedValue('')).toBe('(vazio)');
    expect(maskProtectedValue('qualquer coisa')).toBe('***');
  });
});
