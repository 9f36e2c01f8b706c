import { describe, expect, it } from 'vitest';
import { sendContactMessage } from '@/server/leads/actions';
import { resetRequest } from '../support/request-context';

describe('a public action given what no form sends', () => {
  it('answers "Dados inválidos." in Portuguese, never zod\'s English', async () => {
    for (const input of [undefined, null, 'x', 42]) {
      resetRequest(`10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
      const result = await sendContactMessage(input as never);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toBe('Dados inválidos.');
    }
  });

  it('words a missing or malformed field in Portuguese', async () => {
    resetRequest('10.92.1.1');
    const result = await sendContactMessage({ name: 'Ana', email: 'não-é-email' } as never);
    expect(result.ok).toBe(false);
    if (!result.ok)
      for (const message of [result.error, ...Object.values(result.fieldErrors ?? {})])
        expect(message).not.toMatch(/Invalid|expected|received|Too (small|big)/);
  });
});
