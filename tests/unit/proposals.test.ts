import { describe, expect, it } from 'vitest';
import { coerceConteudo, emptyConteudo } from '@/lib/proposals/content';
import { canRemoveItem, cutText, galleryImages, removeItem } from '@/lib/proposals/lists';
import { SAMPLE_PROPOSAL } from '@/lib/proposals/sample';
import { PROPOSAL_STATUS_FILTER, proposalStatusStyle } from '@/lib/proposals/status';
import { randomSuffix, SLUG_PATTERN, slugify, slugWithSuffix } from '@/lib/slug';
import { ZProposalForm, ZProposalSection } from '@/lib/validation/proposals';

describe('slugs (document 000 §5, D8)', () => {
  it('lower-cases, removes accents and punctuation, and turns spaces into hyphens', () => {
    expect(slugify('Site Institucional — Padaria São João!')).toBe('site-institucional-padaria-sao-joao');
    expect(slugify('  E-commerce:  Loja   Ação  ')).toBe('e-commerce-loja-acao');
    expect(slugify('***')).toBe('');
  });
  it('adds a dash and a 6-character random suffix', () => {
    const slug = slugWithSuffix('Landing Page Clínica');
    expect(slug).toMatch(/^landing-page-clinica-[a-z0-9]{6}$/);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
    expect(slugWithSuffix('Landing Page Clínica')).not.toBe(slug);
  });
  it('uses letters and digits only in the suffix', () => {
    expect(randomSuffix(6, () => 0)).toBe('aaaaa0');
    expect(randomSuffix(6, () => 0.9999)).toBe('999999');
    expect(slugWithSuffix('!!!', () => 0)).toBe('aaaaa0');
  });
});

describe('proposal status map (document 000 §4, D12)', () => {
  it('labels and colours the four statuses', () => {
    expect(proposalStatusStyle('pendente')).toMatchObject({ key: 'pendente', label: 'Pendente' });
    expect(proposalStatusStyle('pendente').className).toContain('yellow');
    expect(proposalStatusStyle('enviada').className).toContain('blue');
    expect(proposalStatusStyle('aceita').className).toContain('green');
    expect(proposalStatusStyle('recusada').className).toContain('red');
  });
  it('knows the labels of the second list screen and reads anything else as pendente', () => {
    expect(proposalStatusStyle('aprovada').label).toBe('Aprovada');
    expect(proposalStatusStyle('rejeitada').label).toBe('Rejeitada');
    expect(proposalStatusStyle('em_revisao').label).toBe('Em revisão');
    expect(proposalStatusStyle('qualquer').key).toBe('pendente');
    expect(proposalStatusStyle(null).label).toBe('Pendente');
  });
  it('filters by todos, pendente, enviada, aceita, recusada', () => {
    expect(PROPOSAL_STATUS_FILTER).toEqual(['todos', 'pendente', 'enviada', 'aceita', 'recusada']);
  });
});

describe('list rules (document 000 §5)', () => {
  it('keeps at least one escopo and processoDeTrabalho item', () => {
    expect(canRemoveItem('escopo', 1)).toBe(false);
    expect(canRemoveItem('escopo', 2)).toBe(true);
    expect(canRemoveItem('processoDeTrabalho', 1)).toBe(false);
    expect(canRemoveItem('tecnologias', 1)).toBe(true);
  });
  it('leaves one empty entry when the last item of any list is removed', () => {
    expect(removeItem(['React'], 0, '')).toEqual(['']);
    expect(removeItem([{ titulo: 'a', descricao: 'b' }], 0, { titulo: '', descricao: '' })).toEqual([
      { titulo: '', descricao: '' },
    ]);
    expect(removeItem(['a', 'b', 'c'], 1, '')).toEqual(['a', 'c']);
  });
  it('cuts the mobile hero at 150 and the scope preview at 60 characters', () => {
    expect(cutText('x'.repeat(150), 150)).toBe('x'.repeat(150));
    expect(cutText('x'.repeat(151), 150)).toBe(`${'x'.repeat(150)}…`);
    expect(cutText('y'.repeat(61), 60)).toHaveLength(61);
  });
  it('shows at most 4 gallery images, padded with the default image', () => {
    expect(galleryImages(['a', ' ', 'b'], 'd')).toEqual(['a', 'b', 'd', 'd']);
    expect(galleryImages(['1', '2', '3', '4', '5'], 'd')).toEqual(['1', '2', '3', '4']);
    expect(galleryImages([], 'd')).toEqual([]);
    expect(galleryImages([' ', ''], 'd')).toEqual([]);
  });
});

describe('content coercion (document 000 §5)', () => {
  it('fills every field of an empty or missing content', () => {
    expect(coerceConteudo(undefined)).toEqual(emptyConteudo());
    expect(coerceConteudo('texto')).toEqual(emptyConteudo());
  });
  it('replaces fields of the wrong type by their defaults and keeps the good ones', () => {
    const c = coerceConteudo({
      descricao: 42,
      escopo: 'não é lista',
      prazo: '30 dias',
      valor: 8500,
      tecnologias: ['React', 3, null, 'Node'],
      processoDeTrabalho: [{ titulo: 'Briefing', descricao: 7 }, 'x'],
      depoimentos: { nome: 'x' },
      mockups: ['https://x.dev/a.png'],
    });
    expect(c.descricao).toBe('');
    expect(c.escopo).toEqual(['']);
    expect(c.prazo).toBe('30 dias');
    expect(c.valor).toBe('');
    expect(c.tecnologias).toEqual(['React', 'Node']);
    expect(c.processoDeTrabalho).toEqual([{ titulo: 'Briefing', descricao: '' }]);
    expect(c.depoimentos).toEqual([]);
    expect(c.mockups).toEqual(['https://x.dev/a.png']);
  });
  it('keeps one escopo item and one process step even when stored empty', () => {
    const c = coerceConteudo({ escopo: [], processoDeTrabalho: [] });
    expect(c.escopo).toEqual(['']);
    expect(c.processoDeTrabalho).toEqual([{ titulo: '', descricao: '' }]);
  });
  it('accepts the sample proposal as it is', () => {
    expect(coerceConteudo(SAMPLE_PROPOSAL.conteudo)).toEqual(SAMPLE_PROPOSAL.conteudo);
  });
});

describe('proposal form schema', () => {
  const base = { nome: 'Site', cliente: 'Ana', status: 'pendente', slug: '', conteudo: emptyConteudo() };
  it('requires nome and cliente and a known status', () => {
    const r = ZProposalForm.safeParse({ ...base, nome: ' ', cliente: '', status: 'x' });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['nome', 'cliente', 'status']);
  });
  it('takes only http(s) image URLs and drops empty ones', () => {
    expect(
      ZProposalForm.safeParse({ ...base, conteudo: { ...base.conteudo, imagemCapa: 'javascript:alert(1)' } }).success,
    ).toBe(false);
    const ok = ZProposalForm.parse({
      ...base,
      conteudo: { ...base.conteudo, imagensGaleria: ['', 'https://img.dev/a.png'] },
    });
    expect(ok.conteudo.imagensGaleria).toEqual(['https://img.dev/a.png']);
  });
  it('checks a typed slug', () => {
    expect(ZProposalForm.safeParse({ ...base, slug: 'Com Espaço' }).success).toBe(false);
    expect(ZProposalForm.parse({ ...base, slug: 'SITE-ana-x1y2z3' }).slug).toBe('site-ana-x1y2z3');
  });
  it('edits one section at a time', () => {
    expect(
      ZProposalSection.safeParse({ section: 'investimento', fields: { valor: 'R$ 1.000,00', prazo: '30 dias' } })
        .success,
    ).toBe(true);
    expect(ZProposalSection.safeParse({ section: 'desconhecida', fields: {} }).success).toBe(false);
  });
});
