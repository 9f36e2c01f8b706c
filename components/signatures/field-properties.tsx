'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { EditorField } from '@/lib/signatures/editor';
import { cn } from '@/lib/utils';

/** §2.4: Rótulo, Obrigatório Sim/Não, and deleting the selected field. */
export function FieldProperties({
  field,
  onChange,
  onDelete,
}: {
  field: EditorField | null;
  onChange: (patch: Partial<EditorField>) => void;
  onDelete: () => void;
}) {
  const t = useTranslations('signatures.editor');
  const labelId = useId();
  return (
    <section aria-label={t('properties')} className="grid content-start gap-3 rounded-lg border bg-card p-3">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('properties')}</h3>
      {!field ? (
        <p className="text-sm text-muted-foreground">{t('noSelection')}</p>
      ) : (
        <>
          <p className="text-sm">
            <span className="text-muted-foreground">{t('type')}: </span>
            <span className="font-medium">{t(`types.${field.fieldType}`)}</span>
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor={labelId}>{t('label')}</Label>
            <Input
              id={labelId}
              value={field.label}
              maxLength={200}
              onChange={(e) => onChange({ label: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <span className="text-sm font-medium" id={`${labelId}-req`}>
              {t('required')}
            </span>
            <div
              role="radiogroup"
              aria-labelledby={`${labelId}-req`}
              className="grid grid-cols-2 gap-1 rounded-md border p-1"
            >
              {([true, false] as const).map((value) => (
                <button
                  key={String(value)}
                  type="button"
                  role="radio"
                  aria-checked={field.isRequired === value}
                  onClick={() => onChange({ isRequired: value })}
                  className={cn(
                    'rounded px-2 py-1 text-sm font-medium transition-colors',
                    field.isRequired === value
                      ? 'bg-primary text-primary-foreground'
                      : 'text-muted-foreground hover:bg-muted',
                  )}
                >
                  {value ? t('yes') : t('no')}
                </button>
              ))}
            </div>
          </div>
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="field-position">
            {t('position', {
              x: field.xPosition.toLocaleString('pt-BR'),
              y: field.yPosition.toLocaleString('pt-BR'),
              page: field.pageNumber,
            })}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={onDelete}
          >
            <Trash2 /> {t('delete')}
          </Button>
        </>
      )}
    </section>
  );
}
