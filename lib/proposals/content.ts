import { z } from '@/lib/zod';
import { EMPTY_DEPOIMENTO, EMPTY_ETAPA } from './lists';

/**
 * A proposal's `conteudo` (document 000 §3). Loaded content is coerced: a field of the wrong type is
 * replaced by its default (§5), so an old or hand-edited row never breaks the form or the public page.
 */
const text = z.string().catch('');
const textList = (fallback: string[]) =>
  z
    .array(z.unknown())
    .transform((items) => items.filter((item): item is string => typeof item === 'string'))
    .catch(fallback);
const objectList = <T extends z.ZodObject>(item: T, fallback: z.output<T>[]) =>
  z
    .array(z.unknown())
    .transform((items) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success && raw !== null && typeof raw === 'object' ? [parsed.data] : [];
      }),
    )
    .catch(fallback);

const ZEtapa = z.object({ titulo: text, descricao: text });
const ZDepoimento = z.object({ nome: text, cargo: text, texto: text });

export { EMPTY_DEPOIMENTO, EMPTY_ETAPA };

export const ZConteudo = z
  .object({
    descricao: text,
    escopo: textList(['']),
    /**
     * D275: the sentence under each scope item on the desktop page, by index; '' for none. Absent: the agency's
     * default sentences (settings `propostas`), as every proposal read before it could have its own.
     */
    beneficios: z.array(z.string()).optional().catch(undefined),
    prazo: text,
    valor: text,
    imagemCapa: text,
    imagensGaleria: textList([]),
    mockups: textList([]),
    tecnologias: textList([]),
    processoDeTrabalho: objectList(ZEtapa, [EMPTY_ETAPA]),
    depoimentos: objectList(ZDepoimento, []),
  })
  .catch(() => emptyConteudo());

export type Conteudo = z.output<typeof ZConteudo>;
export type Etapa = z.output<typeof ZEtapa>;
export type Depoimento = z.output<typeof ZDepoimento>;

export function emptyConteudo(): Conteudo {
  return {
    descricao: '',
    escopo: [''],
    prazo: '',
    valor: '',
    imagemCapa: '',
    imagensGaleria: [],
    mockups: [],
    tecnologias: [],
    processoDeTrabalho: [{ ...EMPTY_ETAPA }],
    depoimentos: [],
  };
}

/** Any stored value → a complete Conteudo; the lists that must keep one item keep one (§5). */
export function coerceConteudo(raw: unknown): Conteudo {
  const parsed = ZConteudo.parse(raw ?? {});
  return {
    ...parsed,
    escopo: parsed.escopo.length ? parsed.escopo : [''],
    processoDeTrabalho: parsed.processoDeTrabalho.length ? parsed.processoDeTrabalho : [{ ...EMPTY_ETAPA }],
  };
}
