'use client';

import { useDraggable, useDroppable } from '@dnd-kit/core';
import { X } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import type { PdfPageSize } from '@/components/pdf/pdf-page';
import type { EditorField } from '@/lib/signatures/editor';
import { cn } from '@/lib/utils';
import { FIELD_ICONS } from './field-types';

const GRID_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90];

function FieldBox({
  field,
  selected,
  onSelect,
  onDelete,
}: {
  field: EditorField;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('signatures.editor');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `field:${field.key}` });
  const Icon = FIELD_ICONS[field.fieldType];
  return (
    <div
      ref={setNodeRef}
      data-testid="editor-field"
      data-field-type={field.fieldType}
      data-page={field.pageNumber}
      className={cn('absolute', selected ? 'z-20' : 'z-10', isDragging && 'z-30')}
      style={{
        left: `${field.xPosition}%`,
        top: `${field.yPosition}%`,
        width: `${field.width}%`,
        height: `${field.height}%`,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
      }}
    >
      <div
        {...listeners}
        {...attributes}
        role="button"
        aria-label={`${t(`types.${field.fieldType}`)}: ${field.label}`}
        aria-pressed={selected}
        onClick={onSelect}
        className={cn(
          'flex size-full touch-none cursor-grab items-center gap-1 overflow-hidden rounded-sm border-2 px-1 text-[11px] leading-tight font-medium select-none focus-visible:outline-none',
          selected
            ? 'border-primary bg-primary/20 text-primary ring-2 ring-primary/30'
            : 'border-primary/60 bg-primary/10 text-primary hover:bg-primary/15',
          isDragging && 'cursor-grabbing opacity-90 shadow-lg',
        )}
      >
        <Icon className="size-3 shrink-0" aria-hidden />
        <span className="truncate">
          {field.label}
          {field.isRequired && ' *'}
        </span>
      </div>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`${t('delete')}: ${field.label}`}
        className="absolute -top-2.5 -right-2.5 grid size-5 place-items-center rounded-full border bg-background text-muted-foreground shadow-sm hover:bg-destructive hover:text-white"
      >
        <X className="size-3" aria-hidden />
      </button>
    </div>
  );
}

/** The page's overlay in the editor: the drop target, the coordinate grid and the page's fields. */
export function FieldCanvas({
  size,
  fields,
  selectedKey,
  grid,
  onSelect,
  onDelete,
}: {
  size: PdfPageSize;
  fields: EditorField[];
  selectedKey: string | null;
  grid: boolean;
  onSelect: (key: string | null) => void;
  onDelete: (key: string) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: 'page', data: size });
  return (
    <div
      ref={setNodeRef}
      className={cn('absolute inset-0', isOver && 'bg-primary/5 outline-2 outline-dashed outline-primary/50')}
      onClick={(e) => e.target === e.currentTarget && onSelect(null)}
      data-testid="editor-page"
    >
      {grid && (
        <div className="pointer-events-none absolute inset-0" aria-hidden data-testid="editor-grid">
          {GRID_STEPS.map((p) => (
            <div key={`v${p}`} className="absolute inset-y-0 border-l border-sky-500/30" style={{ left: `${p}%` }}>
              <span className="absolute top-0 left-0.5 text-[9px] text-sky-700">{p}</span>
            </div>
          ))}
          {GRID_STEPS.map((p) => (
            <div key={`h${p}`} className="absolute inset-x-0 border-t border-sky-500/30" style={{ top: `${p}%` }}>
              <span className="absolute top-0 left-0.5 text-[9px] text-sky-700">{p}</span>
            </div>
          ))}
        </div>
      )}
      {fields.map((field) => (
        <FieldBox
          key={field.key}
          field={field}
          selected={field.key === selectedKey}
          onSelect={() => onSelect(field.key)}
          onDelete={() => onDelete(field.key)}
        />
      ))}
    </div>
  );
}
