'use client';

import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { ExternalLink, Grid3x3, Loader2, Save } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { PdfPage, type PdfPageSize } from '@/components/pdf/pdf-page';
import { useElementWidth } from '@/components/pdf/use-element-width';
import { Button } from '@/components/ui/button';
import {
  defaultFieldLabel,
  isFieldType,
  moveField,
  newField,
  toPercent,
  type EditorField,
} from '@/lib/signatures/editor';
import { saveSignatureFields } from '@/server/signatures/document-actions';
import { FieldCanvas } from './field-canvas';
import { FieldPalette } from './field-palette';
import { FieldProperties } from './field-properties';
import { PageNav } from './page-nav';
import type { OpenedDocument } from './use-open-document';

function toEditorFields(fields: OpenedDocument['fields']): EditorField[] {
  return fields.flatMap((f) =>
    isFieldType(f.fieldType)
      ? [
          {
            key: f.id,
            fieldType: f.fieldType,
            label: f.label,
            xPosition: f.xPosition,
            yPosition: f.yPosition,
            width: f.width,
            height: f.height,
            pageNumber: f.pageNumber,
            isRequired: f.isRequired,
            placeholder: f.placeholder,
          },
        ]
      : [],
  );
}

/**
 * The field editor (document 001 §2.4, §4, §5, §9): drag a type from the palette onto the page shown
 * (15% × 5%, required, clamped to 0–85%), drag fields to move them, edit label and required, delete,
 * grid, pages, "Nova Aba", and "Salvar Campos" (replace-all on the server).
 */
export function FieldEditor({ doc, onSaved }: { doc: OpenedDocument; onSaved: () => void }) {
  const t = useTranslations('signatures.editor');
  const tt = useTranslations('signatures.editor.types');
  const [fields, setFields] = useState<EditorField[]>(() => toEditorFields(doc.fields));
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(doc.document.pageCount);
  const [grid, setGrid] = useState(false);
  const [saving, setSaving] = useState(false);
  const pageSize = useRef<PdfPageSize>({ width: 0, height: 0 });
  const column = useRef<HTMLDivElement>(null);
  const width = Math.min(640, useElementWidth(column, 640));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );

  const selected = fields.find((f) => f.key === selectedKey) ?? null;
  const update = (key: string, patch: Partial<EditorField>) =>
    setFields((all) => all.map((f) => (f.key === key ? { ...f, ...patch } : f)));
  const remove = (key: string) => {
    setFields((all) => all.filter((f) => f.key !== key));
    setSelectedKey((current) => (current === key ? null : current));
  };

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const id = String(active.id);
    if (id.startsWith('palette:')) {
      const type = id.slice('palette:'.length);
      const dropped = active.rect.current.translated;
      if (over?.id !== 'page' || !dropped || !isFieldType(type)) return;
      const key = crypto.randomUUID();
      setFields((all) => [
        ...all,
        newField(
          key,
          type,
          defaultFieldLabel(tt(type), all),
          toPercent(dropped.left - over.rect.left, over.rect.width),
          toPercent(dropped.top - over.rect.top, over.rect.height),
          page,
        ),
      ]);
      setSelectedKey(key);
      return;
    }
    if (id.startsWith('field:')) {
      const key = id.slice('field:'.length);
      setFields((all) => all.map((f) => (f.key === key ? moveField(f, delta.x, delta.y, pageSize.current) : f)));
      setSelectedKey(key);
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      const result = await saveSignatureFields({
        documentId: doc.document.id,
        fields: fields.map(({ key: _key, ...f }) => f),
      });
      if (!result.ok) {
        toast.error(t('error'), { description: result.error || t('errorText') });
        return;
      }
      toast.success(t('ok'));
      onSaved();
    } catch {
      toast.error(t('error'), { description: t('errorText') });
    } finally {
      setSaving(false);
    }
  };

  const pageLabels = { page: t('page', { page, count: pageCount }), previous: t('previous'), next: t('next') };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="flex shrink-0 flex-wrap items-center gap-2 border-b pb-3">
        <Button
          type="button"
          variant={grid ? 'secondary' : 'outline'}
          size="sm"
          onClick={() => setGrid((g) => !g)}
          aria-pressed={grid}
        >
          <Grid3x3 /> {t('grid')}
        </Button>
        <PageNav page={page} count={pageCount} onPage={setPage} labels={pageLabels} />
        <span className="text-sm text-muted-foreground" data-testid="field-count">
          {t('count', { count: fields.length })}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={doc.viewUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink /> {t('newTab')}
            </a>
          </Button>
          <Button type="button" size="sm" onClick={save} disabled={saving}>
            {saving ? <Loader2 className="animate-spin" /> : <Save />} {saving ? t('saving') : t('save')}
          </Button>
        </div>
      </div>
      <div className="grid gap-4 lg:min-h-0 lg:flex-1 lg:grid-cols-[11rem_minmax(0,1fr)_15rem]">
        <FieldPalette />
        <div
          ref={column}
          className="min-w-0 rounded-lg bg-muted/40 p-2 sm:p-3 lg:overflow-auto"
          data-testid="editor-scroll"
        >
          <PdfPage
            url={doc.viewUrl}
            pageNumber={Math.min(page, pageCount)}
            width={Math.max(240, width - 24)}
            onPageCount={setPageCount}
            loading={<Loader2 className="mx-auto my-24 size-8 animate-spin text-muted-foreground" aria-hidden />}
            error={
              <p role="alert" className="p-10 text-center text-sm text-destructive">
                {t('errorText')}
              </p>
            }
          >
            {(size) => {
              pageSize.current = size;
              return (
                <FieldCanvas
                  size={size}
                  fields={fields.filter((f) => f.pageNumber === page)}
                  selectedKey={selectedKey}
                  grid={grid}
                  onSelect={setSelectedKey}
                  onDelete={remove}
                />
              );
            }}
          </PdfPage>
        </div>
        <div className="lg:overflow-auto">
          <FieldProperties
            field={selected}
            onChange={(patch) => selected && update(selected.key, patch)}
            onDelete={() => selected && remove(selected.key)}
          />
        </div>
      </div>
    </DndContext>
  );
}
