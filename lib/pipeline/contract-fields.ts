import type { ContractContent, ContractField } from '@/lib/contracts/fields';
import { normalizeForSearch } from '@/lib/text';

/** What "Gerar contrato" knows (D54): the client of the registry, the proposal, its plan, place and date. */
export type ContractFillData = {
  cliente: { nome: string; documento?: string | null; endereco?: string | null };
  agencia: ContractAgency;
  proposta: { nome: string; descricao: string; escopo: string[]; prazo: string };
  /** The plan's total in reais as the templates write it after "R$": "5.000,00"; empty when unknown. */
  valor: string;
  /** The plan in words (lib/pipeline/payment-plan.ts planText). */
  pagamento: string;
  /** The first instalment's method, for templates that ask only for the method. */
  forma: string;
  cidade: string;
  /** dd/MM/yyyy, São Paulo. */
  data: string;
};

/**
 * The contracted party from the agency's profile (server/agency/profile.ts): its names, CNPJ, address, legal
 * representative and the court's city. What the profile lacks stays empty, for staff to see.
 */
export type ContractAgency = {
  nome: string;
  razaoSocial?: string;
  documento?: string;
  endereco?: string;
  representante?: string;
  foro?: string;
};

const has = (text: string, ...words: string[]) => words.some((w) => text.includes(w));

/** A field of the agency's own (the contracted party, the court), or null when the placeholder is not one. */
export function agencyValue(placeholder: string | undefined, agencia: ContractAgency): string | null {
  const p = normalizeForSearch(placeholder);
  if (!p) return null;
  if (has(p, 'foro')) return agencia.foro?.trim() ?? '';
  if (has(p, 'contratante', 'cliente') || !has(p, 'contratada', 'agencia')) return null;
  if (has(p, 'cpf', 'cnpj', 'documento')) return agencia.documento?.trim() ?? '';
  if (has(p, 'endereco')) return agencia.endereco?.trim() ?? '';
  if (has(p, 'signatario', 'representante')) return (agencia.representante || agencia.nome).trim();
  if (has(p, 'nome', 'razao social')) return (agencia.razaoSocial || agencia.nome).trim();
  return '';
}

/** Only the agency's fields filled (a new contract from a template, /contrato/novo); the others untouched. */
export function fillAgencyFields(fields: ContractField[], agencia: ContractAgency): ContractField[] {
  return fields.map((field) => {
    if (field.value.trim()) return field;
    const value = agencyValue(field.originalPlaceholder, agencia);
    return value ? { ...field, value } : field;
  });
}

/** The scope as one text: the proposal's description, then its scope items. */
function scopeText(p: ContractFillData['proposta']): string {
  const items = p.escopo.map((s) => s.trim()).filter(Boolean);
  return [p.descricao.trim(), items.join('; ')].filter(Boolean).join(' — ');
}

/** "[Prazo de entrega em dias] dias": the number in the proposal's deadline text; the whole text otherwise. */
function deadline(placeholder: string, prazo: string): string {
  if (!has(placeholder, 'dias')) return prazo.trim();
  return prazo.match(/\d+/)?.[0] ?? '';
}

/**
 * The value a template field gets, found by its placeholder's words (accents and case ignored), or '' when the
 * data cannot fill it: the contract form then shows it highlighted ("Fields the data cannot fill stay visibly
 * empty"). The agency's own data comes from its profile (agencyValue); start and payment days are left to staff.
 */
export function valueForPlaceholder(placeholder: string | undefined, data: ContractFillData): string {
  const p = normalizeForSearch(placeholder);
  if (!p) return '';
  const own = agencyValue(placeholder, data.agencia);
  if (own !== null) return own;
  const party = has(p, 'contratante', 'cliente') ? 'cliente' : has(p, 'contratada', 'agencia') ? 'agencia' : null;
  if (party === 'cliente') {
    if (has(p, 'cpf', 'cnpj', 'documento')) return data.cliente.documento?.trim() ?? '';
    if (has(p, 'endereco')) return data.cliente.endereco?.trim() ?? '';
    if (has(p, 'nome', 'razao social', 'signatario')) return data.cliente.nome.trim();
    return '';
  }
  if (has(p, 'inicio', 'dia do pagamento', 'mensal')) return '';
  if (has(p, 'descricao do projeto', 'descricao dos servicos', 'escopo', 'objeto', 'entregas'))
    return scopeText(data.proposta);
  if (has(p, 'prazo')) return deadline(p, data.proposta.prazo);
  if (has(p, 'forma de pagamento', 'parcelas', 'condicoes de pagamento'))
    return has(p, 'pix', 'boleto', 'transferencia') ? data.forma : data.pagamento;
  if (has(p, 'valor')) return data.valor;
  if (has(p, 'data')) return data.data;
  if (p === 'cidade' || p === 'local') return data.cidade;
  return '';
}

/** Every field of a new contract filled from the data; fields already filled (a template's defaults) are kept. */
export function fillContractFields(fields: ContractField[], data: ContractFillData): ContractField[] {
  return fields.map((field) =>
    field.value.trim() ? field : { ...field, value: valueForPlaceholder(field.originalPlaceholder, data) },
  );
}

/** The unit a template writes after a deadline field: " dias", " dias úteis", " dias corridos". */
const DAYS_AFTER = (id: string) => new RegExp(`\\{\\{${id}\\}\\}(?:\\s+dias(?:\\s+(?:úteis|uteis|corridos))?)?`, 'g');

/**
 * The deadline in the accepted proposal's own words (D267). A template writing "[Prazo de entrega em dias] dias úteis"
 * would turn the "30 dias" a client accepted into "30 dias úteis": when the proposal states its deadline in words
 * ("30 dias", "6 semanas", "30 dias úteis"), the unit the template writes after the field is dropped and the field
 * takes the proposal's whole text, so that what was accepted is what is signed. A bare number keeps the template's
 * unit (it is all the proposal said).
 */
export function deadlineInProposalWords(content: ContractContent, prazo: string): ContractContent {
  const words = prazo.trim();
  if (!words || /^\d+$/.test(words)) return content;
  let template = content.template;
  const fields = content.fields.map((field) => {
    if (field.value.trim() || !has(normalizeForSearch(field.originalPlaceholder), 'prazo')) return field;
    template = template.replace(DAYS_AFTER(field.id), `{{${field.id}}}`);
    return { ...field, value: words };
  });
  return { template, fields };
}
