import { describe, expect, it } from 'vitest';
import { blankFieldNames } from '@/lib/contracts/fields';
import { shownContractStatus } from '@/lib/contracts/status';

describe('a contract’s blanks (D33)', () => {
  it('names every [campo] of the text still empty, by its placeholder or "Campo N"', () => {
    const content = {
      template: '<p>{{field-1}} e {{field-2}} e {{field-3}} e {{field-1}}</p>',
      fields: [
        { id: 'field-1', value: '', originalPlaceholder: 'Nome do cliente' },
        { id: 'field-2', value: 'Preenchido', originalPlaceholder: 'CPF' },
        { id: 'field-3', value: '   ' },
        { id: 'field-9', value: '', originalPlaceholder: 'Fora do texto' },
      ],
    };
    expect(blankFieldNames(content, (n) => `Campo ${n}`)).toEqual(['Nome do cliente', 'Campo 3']);
    expect(blankFieldNames({ template: '<p>sem campos</p>', fields: [] }, String)).toEqual([]);
  });
});

describe('the one status a contract shows', () => {
  it('reads "Aguardando assinatura" while out for signing, never "Rascunho" beside it', () => {
    expect(shownContractStatus('rascunho', 'sent').label).toBe('Aguardando assinatura');
    expect(shownContractStatus('enviado', 'sent').label).toBe('Aguardando assinatura');
    expect(shownContractStatus('rascunho', 'draft').label).toBe('Rascunho');
    expect(shownContractStatus('rascunho', null).label).toBe('Rascunho');
    expect(shownContractStatus('assinado', 'sent').label).toBe('Assinado');
  });
});
