import { describe, expect, it } from 'vitest';
import {
  acceptanceRefusal,
  acceptanceSnapshot,
  addDays,
  canonicalJson,
  changesLockedFields,
  defaultValidity,
  isExpired,
} from '@/lib/proposals/acceptance';
import { emptyConteudo } from '@/lib/proposals/content';
import { ZProposalForm } from '@/lib/validation/proposals';

// 2026-03-10 23:30 in São Paulo is already the 11th in UTC (D6).
const lateEvening = new Date('2026-03-11T02:30:00Z');

describe('proposal validity (D43)', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('defaults to 30 days from today in São Paulo', () => {
    expect(defaultValidity(lateEvening)).toBe('2026-04-09');
  });

  it('is valid through the whole of its last São Paulo day', () => {
    expect(isExpired('2026-03-10', lateEvening)).toBe(false);
    expect(isExpired('2026-03-09', lateEvening)).toBe(true);
  });

  it('accepts only pendente or enviada within validity', () => {
    const base = { aceitaEm: null, validaAte: '2026-03-10' };
    expect(acceptanceRefusal({ ...base, status: 'pendente' }, lateEvening)).toBeNull();
    expect(acceptanceRefusal({ ...base, status: 'enviada' }, lateEvening)).toBeNull();
    expect(acceptanceRefusal({ ...base, status: 'recusada' }, lateEvening)).toBe('refused');
    expect(acceptanceRefusal({ ...base, status: 'rejeitada' }, lateEvening)).toBe('refused');
    expect(acceptanceRefusal({ ...base, status: 'em_revisao' }, lateEvening)).toBe('refused');
    expect(acceptanceRefusal({ ...base, status: 'aceita' }, lateEvening)).toBe('accepted');
    expect(acceptanceRefusal({ ...base, status: 'enviada', aceitaEm: new Date() }, lateEvening)).toBe('accepted');
    expect(acceptanceRefusal({ ...base, status: 'enviada', validaAte: '2025-03-10' }, lateEvening)).toBe('expired');
  });
});

describe('acceptance snapshot and lock', () => {
  it('serialises canonically: sorted keys at every level, no whitespace, undefined dropped', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 'ç' }], c: null }, u: undefined })).toBe(
      '{"a":{"c":null,"d":[2,{"y":"ç","z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('records the proposal as shown and who accepted it when', () => {
    const conteudo = emptyConteudo();
    const snap = acceptanceSnapshot(
      { id: 'id', nome: 'N', cliente: 'C', slug: 's', validaAte: '2026-03-10', conteudo },
      { nome: 'Maria', email: 'm@x.com', em: lateEvening },
    );
    expect(snap).toEqual({
      proposta: { id: 'id', nome: 'N', cliente: 'C', slug: 's', validaAte: '2026-03-10', conteudo },
      aceite: { nome: 'Maria', email: 'm@x.com', em: '2026-03-11T02:30:00.000Z' },
    });
  });

  it('flags only changes to valor, prazo or escopo', () => {
    const current = { valor: 'R$ 1', prazo: '10 dias', escopo: ['A', 'B'] };
    expect(changesLockedFields(current, { valor: 'R$ 2' })).toBe(true);
    expect(changesLockedFields(current, { escopo: ['A'] })).toBe(true);
    expect(changesLockedFields(current, { valor: 'R$ 1', prazo: '10 dias', escopo: ['A', 'B'] })).toBe(false);
    expect(changesLockedFields(current, { descricao: 'x' } as never)).toBe(false);
  });

  it('form schema: validity is a real day or empty', () => {
    const base = {
      nome: 'N',
      cliente: 'C',
      status: 'pendente',
      slug: '',
      conteudo: {
        descricao: '',
        escopo: [''],
        prazo: '',
        valor: '',
        imagemCapa: '',
        imagensGaleria: [],
        mockups: [],
        tecnologias: [],
        processoDeTrabalho: [],
        depoimentos: [],
      },
    };
    expect(ZProposalForm.parse({ ...base, validaAte: '2026-04-09' }).validaAte).toBe('2026-04-09');
    expect(ZProposalForm.parse({ ...base, validaAte: '' }).validaAte).toBeNull();
    expect(ZProposalForm.parse(base).validaAte).toBeNull();
    expect(ZProposalForm.safeParse({ ...base, validaAte: '2026-02-30' }).success).toBe(false);
    expect(ZProposalForm.safeParse({ ...base, validaAte: '09/04/2026' }).success).toBe(false);
  });
});
