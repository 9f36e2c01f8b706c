'use client';

import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { PALETTE_TYPES } from '@/lib/signatures/editor';
import type { FieldType } from '@/lib/signatures/fields';
import { cn } from '@/lib/utils';
import { FIELD_ICONS } from './field-types';

function PaletteItem({ type }: { type: FieldType }) {
  const t = useTranslations('signatures.editor.types');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `palette:${type}`,
    data: { type },
  });
  const Icon = FIELD_ICONS[type];
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      data-field-type={type}
      className={cn(
        'relative flex touch-none items-center gap-2 rounded-md border bg-card px-3 py-2 text-left text-sm font-medium shadow-xs transition-shadow select-none hover:border-primary/60 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        isDragging && 'z-50 cursor-grabbing border-primary shadow-lg',
      )}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
    >
      <GripVertical className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <Icon className="size-4 shrink-0 text-primary" aria-hidden />
      {t(type)}
    </button>
  );
}

/** §2.4: the field-type palette; each type is dragged onto the page. */
export function FieldPalette() {
  const t = useTranslations('signatures.editor');
  return (
    <section aria-label={t('palette')} className="grid content-start gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('palette')}</h3>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
        {PALETTE_TYPES.map((type) => (
          <PaletteItem key={type} type={type} />
        ))}
      </div>
    </section>
  );
}
