import { z } from '@/lib/zod';

/** Settings section `painel`: whether the owner dismissed the first-run checklist of /painel. */
export const PAINEL_SECTION = 'painel';

export const ZPainel = z.object({ checklistDispensado: z.boolean().catch(false).default(false) });

export const CHECKLIST_ITEMS = ['perfil', 'logo', 'pix', 'site', 'equipe', 'cliente', 'proposta'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** Where each item is done. */
export const CHECKLIST_LINKS: Record<ChecklistItem, string> = {
  perfil: '/configuracoes/agencia',
  logo: '/configuracoes/agencia',
  pix: '/configuracoes/agencia',
  site: '/configuracoes/site',
  equipe: '/equipe',
  cliente: '/clientes?tab=clientes',
  proposta: '/proposta/nova',
};
