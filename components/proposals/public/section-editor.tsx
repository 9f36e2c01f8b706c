'use client';

import { Loader2, Pencil, Plus, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from '@/components/common/lazy-toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { Conteudo } from '@/lib/proposals/content';
import { canRemoveItem, EMPTY_ETAPA } from '@/lib/proposals/lists';
import type { TProposalSection } from '@/lib/validation/proposals';
import { saveProposalSection } from '@/server/proposals/actions';
import { useCanEdit } from './staff-editing';

export type SectionKey = TProposalSection['section'];

function pick(section: SectionKey, c: Conteudo): TProposalSection['fields'] {
  switch (section) {
    case 'hero':
      return { descricao: c.descricao };
    case 'escopo':
      return { escopo: c.escopo };
    case 'processo':
      return { processoDeTrabalho: c.processoDeTrabalho };
    case 'tecnologias':
      return { tecnologias: c.tecnologias.length ? c.tecnologias : [''] };
    case 'galeria':
      return { imagensGaleria: c.imagensGaleria.length ? c.imagensGaleria : [''], mockups: c.mockups.length ? c.mockups : [''] };
    case 'investimento':
      return { valor: c.valor, prazo: c.prazo };
  }
}

function TextList({ label, items, onChange, keepOne }: { label: string; items: string[]; onChange: (items: string[]) => void; keepOne: boolean }) {
  const t = useTranslations('proposals.form');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {items.map((item, i) => (
        <div key={i} className="flex gap-2">
          <Input aria-label={`${label} ${i + 1}`} value={item} onChange={(e) => onChange(items.map((v, j) => (j === i ? e.target.value : v)))} />
          <Button type="button" variant="ghost" size="icon" aria-label={`${t('remove')} ${i + 1}`} disabled={keepOne && items.length <= 1} onClick={() => {
            const next = items.filter((_, j) => j !== i);
            onChange(next.length ? next : ['']);
          }}>
            <X />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onChange([...items, ''])}>
        <Plus /> {t('addEscopo')}
      </Button>
    </fieldset>
  );
}

/**
 * In-place editing of one section (document 000 §2.9, §4): Editar, Cancelar discards, Salvar merges the
 * fields into the stored conteudo. The buttons show only to signed-in staff; the action checks again (D4).
 */
export function EditableSection({ proposalId, section, conteudo, locked = false, children }: { proposalId: string; section: SectionKey; conteudo: Conteudo; locked?: boolean; children: React.ReactNode }) {
  const t = useTranslations('proposals');
  const tf = useTranslations('proposals.form');
  const router = useRouter();
  const canEdit = useCanEdit();
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState(() => pick(section, conteudo));
  const [isSaving, startSaving] = useTransition();
  const f = fields as Record<string, unknown>;
  const set = (key: string, value: unknown) => setFields((prev) => ({ ...prev, [key]: value }) as typeof prev);

  const save = () =>
    startSaving(async () => {
      const result = await saveProposalSection({ id: proposalId, section, fields } as Parameters<typeof saveProposalSection>[0]);
      if (!result.ok) {
        toast.error(t('toasts.inlineError'), { description: result.error || t('toasts.inlineErrorText') });
        return;
      }
      toast.success(t('toasts.inlineSaved'), { description: t('toasts.inlineSavedText') });
      setEditing(false);
      router.refresh();
    });

  // An accepted proposal's price and scope sections stay as accepted (D43; the server refuses too).
  if (!canEdit || (locked && (section === 'escopo' || section === 'investimento'))) return children;
  if (!editing) {
    return (
      <div className="group relative">
        <Button type="button" variant="outline" size="sm" className="absolute top-3 right-3 z-10 bg-card/90" onClick={() => { setFields(pick(section, conteudo)); setEditing(true); }} aria-label={`${t('public.edit')}: ${section}`}>
          <Pencil /> {t('public.edit')}
        </Button>
        {children}
      </div>
    );
  }
  return (
    <div className="rounded-2xl border-2 border-primary/40 bg-card p-5 shadow-sm" data-testid={`editor-${section}`}>
      <div className="grid gap-4">
        {section === 'hero' && <Textarea aria-label={tf('descricao')} rows={6} value={f.descricao as string} onChange={(e) => set('descricao', e.target.value)} />}
        {section === 'escopo' && <TextList label={tf('escopo')} items={f.escopo as string[]} onChange={(v) => set('escopo', v)} keepOne />}
        {section === 'tecnologias' && <TextList label={tf('sections.technologies')} items={f.tecnologias as string[]} onChange={(v) => set('tecnologias', v)} keepOne={false} />}
        {section === 'galeria' && (
          <>
            <TextList label={tf('imagensGaleria')} items={f.imagensGaleria as string[]} onChange={(v) => set('imagensGaleria', v)} keepOne={false} />
            <TextList label={tf('mockups')} items={f.mockups as string[]} onChange={(v) => set('mockups', v)} keepOne={false} />
          </>
        )}
        {section === 'investimento' && (
          <div className="grid gap-3 sm:grid-cols-2">
            <Input aria-label={tf('valor')} placeholder={tf('valorPlaceholder')} value={f.valor as string} onChange={(e) => set('valor', e.target.value)} />
            <Input aria-label={tf('prazo')} placeholder={tf('prazoPlaceholder')} value={f.prazo as string} onChange={(e) => set('prazo', e.target.value)} />
          </div>
        )}
        {section === 'processo' && (
          <div className="grid gap-3">
            {(f.processoDeTrabalho as Conteudo['processoDeTrabalho']).map((etapa, i, all) => (
              <div key={i} className="grid gap-2 rounded-lg border p-3">
                <div className="flex gap-2">
                  <Input aria-label={tf('etapaTitulo', { n: i + 1 })} value={etapa.titulo} onChange={(e) => set('processoDeTrabalho', all.map((x, j) => (j === i ? { ...x, titulo: e.target.value } : x)))} />
                  <Button type="button" variant="ghost" size="icon" aria-label={`${tf('remove')} ${i + 1}`} disabled={!canRemoveItem('processoDeTrabalho', all.length)} onClick={() => set('processoDeTrabalho', all.filter((_, j) => j !== i))}>
                    <X />
                  </Button>
                </div>
                <Textarea aria-label={tf('etapaDescricao', { n: i + 1 })} rows={2} value={etapa.descricao} onChange={(e) => set('processoDeTrabalho', all.map((x, j) => (j === i ? { ...x, descricao: e.target.value } : x)))} />
              </div>
            ))}
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => set('processoDeTrabalho', [...(f.processoDeTrabalho as Conteudo['processoDeTrabalho']), { ...EMPTY_ETAPA }])}>
              <Plus /> {tf('addEtapa')}
            </Button>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setEditing(false)} disabled={isSaving}>
            {t('public.cancel')}
          </Button>
          <Button type="button" onClick={save} disabled={isSaving}>
            {isSaving && <Loader2 className="animate-spin" />}
            {isSaving ? t('public.saving') : t('public.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
