import { z } from '@/lib/zod';
import { isStaffDay } from './day';
import { m } from '@/lib/messages';
import { ZClienteId } from '@/lib/validation/client-link';
import { PROPOSAL_STATUSES } from '@/lib/proposals/status';
import { SLUG_PATTERN } from '@/lib/slug';
import { ZPaymentPlanForm } from '@/lib/validation/pipeline';

const v = m.proposals.validation;
const UPLOADED_FILE = /^\/imagens\/site\/[a-f0-9-]{36}-\d{3,4}\.webp$/;
const text = (max: number) => z.string().trim().max(max, v.tooLong);
const imageUrl = z
  .string()
  .trim()
  .max(2000, v.tooLong)
  // A picture hosted on the web (document 000 §2.8), or one uploaded here (D106: a stored WebP width).
  .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url) || UPLOADED_FILE.test(url), v.imageUrl);
const nonEmpty = (items: string[]) => items.filter((item) => item !== '');

/** A real calendar day written yyyy-MM-dd (the date input's value), within the staff range (lib/validation/day.ts). */
const isCalendarDay = isStaffDay;

/** The proposal form (document 000 §2.8, §5), shared by the form and its actions. */
export const ZProposalContent = z.object({
  descricao: text(5000),
  escopo: z.array(text(500)).max(50),
  /** D275: the scope items' sentences; absent keeps the agency's defaults. */
  beneficios: z.array(text(200)).max(50).optional(),
  prazo: text(200),
  valor: text(200),
  imagemCapa: imageUrl,
  imagensGaleria: z.array(imageUrl).max(20).transform(nonEmpty),
  mockups: z.array(imageUrl).max(20).transform(nonEmpty),
  tecnologias: z.array(text(100)).max(40).transform(nonEmpty),
  processoDeTrabalho: z.array(z.object({ titulo: text(200), descricao: text(2000) })).max(20),
  depoimentos: z
    .array(z.object({ nome: text(200), cargo: text(200), texto: text(2000) }))
    .max(20)
    .transform((items) => items.filter((d) => d.nome || d.cargo || d.texto)),
});

export const ZProposalForm = z.object({
  nome: z.string().trim().min(1, v.nomeObrigatorio).max(200, v.tooLong),
  cliente: z.string().trim().min(1, v.clienteObrigatorio).max(200, v.tooLong),
  clienteId: ZClienteId,
  status: z.enum(PROPOSAL_STATUSES, v.status),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(80, v.tooLong)
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), v.slug),
  /** D43: last day of validity (yyyy-MM-dd); empty keeps the stored one, or 30 days for a new proposal. */
  validaAte: z
    .string()
    .trim()
    .refine((day) => day === '' || isCalendarDay(day), m.proposals.acceptance.validaAteInvalid)
    .optional()
    .transform((day) => day || null),
  conteudo: ZProposalContent,
  /** D55: the payment plan; null (or absent on update: unchanged) for document 000 §9's default. */
  planoPagamento: ZPaymentPlanForm.nullable().optional(),
});
export type TProposalFormInput = z.input<typeof ZProposalForm>;
export type TProposalForm = z.output<typeof ZProposalForm>;

export const ZProposalId = z.object({ id: z.uuid(v.invalida) });
export const ZProposalUpdate = ZProposalForm.extend({ id: z.uuid(v.invalida) });

/** In-place editing of one section of the public page (document 000 §4, Inline section editing). */
const C = ZProposalContent.shape;
export const ZProposalSection = z.discriminatedUnion('section', [
  z.object({ section: z.literal('hero'), fields: z.object({ descricao: C.descricao }) }),
  z.object({ section: z.literal('escopo'), fields: z.object({ escopo: C.escopo }) }),
  z.object({ section: z.literal('processo'), fields: z.object({ processoDeTrabalho: C.processoDeTrabalho }) }),
  z.object({ section: z.literal('tecnologias'), fields: z.object({ tecnologias: C.tecnologias }) }),
  z.object({
    section: z.literal('galeria'),
    fields: z.object({ imagensGaleria: C.imagensGaleria, mockups: C.mockups }),
  }),
  z.object({ section: z.literal('investimento'), fields: z.object({ valor: C.valor, prazo: C.prazo }) }),
]);
export const ZProposalSectionSave = z.object({ id: z.uuid(v.invalida) }).and(ZProposalSection);
export type TProposalSection = z.input<typeof ZProposalSection>;

/** "Aceitar proposta" on the public page. */
export const ZProposalAcceptance = z.object({
  slug: z.string().trim().min(1).max(120),
  nome: z.string().trim().min(2, v.aceiteNome).max(200, v.tooLong),
  email: z.string().trim().toLowerCase().pipe(z.email(m.validation.email)),
  confirmado: z.literal(true, v.aceiteConfirmacao),
  /** D271: the version the page showed; an acceptance of an older one is refused. Absent: the current one. */
  versao: z.number().int().min(1).max(100_000).optional(),
});
export type TProposalAcceptanceInput = z.input<typeof ZProposalAcceptance>;
