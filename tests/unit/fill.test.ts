import { describe, expect, it } from 'vitest';
import { fill } from '@/lib/fill';
import { fill as fillFromMessages } from '@/lib/messages';

describe('fill (catalogue placeholders)', () => {
  it('replaces every {name} it is given, numbers included', () => {
    expect(fill('Link válido até {date}', { date: '24/12/2026' })).toBe('Link válido até 24/12/2026');
    expect(
      fill('{agency} pede a sua assinatura em "{name}" ({n})', { agency: 'Agência', name: 'Contrato', n: 2 }),
    ).toBe('Agência pede a sua assinatura em "Contrato" (2)');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(fill('Dúvidas? Fale com {agency}: {email}', { agency: 'Agência' })).toBe(
      'Dúvidas? Fale com Agência: {email}',
    );
  });

  it('is the same function server code gets from lib/messages', () => {
    expect(fillFromMessages).toBe(fill);
  });
});
