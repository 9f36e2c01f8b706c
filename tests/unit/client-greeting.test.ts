import { describe, expect, it } from 'vitest';
import { greetingName } from '@/lib/clients/greeting';

describe('greetingName (D272)', () => {
  it('greets the person who signs for the client when the record names one', () => {
    expect(greetingName({ nome: 'Padaria Pão Quente Ltda', assinanteNome: ' Maria Souza ' })).toBe('Maria Souza');
  });

  it("greets the client by name otherwise, and the document's name without a record", () => {
    expect(greetingName({ nome: 'João Silva', assinanteNome: null })).toBe('João Silva');
    expect(greetingName({ nome: 'João Silva', assinanteNome: '  ' })).toBe('João Silva');
    expect(greetingName(null, 'Cliente do documento')).toBe('Cliente do documento');
    expect(greetingName(undefined)).toBe('');
  });
});
