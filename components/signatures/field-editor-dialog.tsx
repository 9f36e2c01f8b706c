'use client';

import { Loader2, RotateCcw } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldEditor } from './field-editor';
import { useOpenDocument } from './use-open-document';

/** "Editar Campos - {name}" (document 001 §2.4). */
export function FieldEditorDialog({
  document,
  onOpenChange,
  onSaved,
}: {
  document: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const t = useTranslations('signatures.editor');
  const tv = useTranslations('signatures.viewer');
  const { data, error, loading, reload } = useOpenDocument(document?.id ?? null);
  return (
    <Dialog open={Boolean(document)} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[calc(100dvh-2rem)] flex-col gap-3 sm:max-w-7xl lg:overflow-hidden">
        <DialogHeader className="shrink-0 pr-8">
          <DialogTitle className="break-words">{t('title', { name: document?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {data ? (
          <FieldEditor key={data.document.id} doc={data} onSaved={onSaved} />
        ) : loading ? (
          <Loader2 className="mx-auto my-16 size-8 animate-spin text-muted-foreground" aria-label={tv('loading')} />
        ) : error ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-destructive">
            <p>{error === 'network' ? tv('loadError') : error}</p>
            <Button variant="outline" onClick={reload}>
              <RotateCcw /> {tv('retry')}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
