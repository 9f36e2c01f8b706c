import { readPlan } from '@/lib/pipeline/payment-plan';
import { canonicalJson } from './acceptance';
import type { Conteudo } from './content';

/** The parts of a proposal the client reads, in the order the page shows them (D271). */
export const VERSION_PARTS = [
  'nome',
  'descricao',
  'escopo',
  'processo',
  'tecnologias',
  'imagens',
  'prazo',
  'investimento',
  'validade',
  'depoimentos',
] as const;
export type VersionPart = (typeof VERSION_PARTS)[number];

/** What the client reads of a proposal: its title, content, plan and validity. */
export type ProposalReading = {
  nome: string;
  conteudo: Conteudo;
  planoPagamento: unknown;
  validaAte: string;
};

const words = (items: readonly string[]) => items.map((s) => s.trim()).filter(Boolean);

function partOf(p: ProposalReading, part: VersionPart): unknown {
  const c = p.conteudo;
  switch (part) {
    case 'nome':
      return p.nome.trim();
    case 'descricao':
      return c.descricao.trim();
    case 'escopo':
      // D275: the items and the sentences under them, once the proposal has its own.
      return [words(c.escopo), c.beneficios?.map((s) => s.trim()) ?? null];
    case 'processo':
      return c.processoDeTrabalho
        .map((e) => ({ titulo: e.titulo.trim(), descricao: e.descricao.trim() }))
        .filter((e) => e.titulo || e.descricao);
    case 'tecnologias':
      return words(c.tecnologias);
    case 'imagens':
      return [c.imagemCapa.trim(), words(c.imagensGaleria), words(c.mockups)];
    case 'prazo':
      return c.prazo.trim();
    case 'investimento':
      // The value text and the plan's instalments: what the client is asked to pay, and when.
      return [
        c.valor.trim(),
        p.planoPagamento === null || p.planoPagamento === undefined ? null : readPlan(p.planoPagamento),
      ];
    case 'validade':
      return p.validaAte;
    case 'depoimentos':
      return c.depoimentos;
  }
}

/**
 * The parts the client would read differently after an edit (D271), in page order: none for an edit that changes
 * nothing they see (spaces around a text, an empty scope line, the status or the slug).
 */
export function changedParts(before: ProposalReading, after: ProposalReading): VersionPart[] {
  return VERSION_PARTS.filter((part) => canonicalJson(partOf(before, part)) !== canonicalJson(partOf(after, part)));
}

/** The stored list of changed parts read defensively (jsonb): unknown keys dropped. */
export function readChangedParts(value: unknown): VersionPart[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is VersionPart => (VERSION_PARTS as readonly string[]).includes(v as string));
}

/** "escopo, prazo e investimento e pagamento": the changed parts' labels as a Portuguese list. */
export function listOfParts(parts: readonly VersionPart[], label: (part: VersionPart) => string): string {
  const labels = parts.map(label);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} e ${labels[labels.length - 1]}`;
}
