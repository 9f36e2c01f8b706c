'use client';

import { FileUp, Loader2 } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MAX_DOCUMENT_NAME, MAX_UPLOAD_BYTES, defaultDocumentName, looksLikePdf } from '@/lib/signatures/upload';

/** 240 KB, 3,4 MB. */
function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

type UploadResponse =
  { ok: true; data: { id: string; name: string } } | { ok: false; error: string; description?: string };

/** XHR instead of fetch: only XHR reports upload progress. */
function send(form: FormData, onProgress: (percent: number) => void): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/signatures/upload');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      xhr.response && typeof xhr.response === 'object'
        ? resolve(xhr.response as UploadResponse)
        : reject(new Error(`HTTP ${xhr.status}`));
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(form);
  });
}

/** "Novo Documento" (document 001 §2.4, §5, §8): a PDF of up to 10 MB and its name, with progress. */
export function UploadDialog({
  open,
  onOpenChange,
  onUploaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (id: string) => void;
}) {
  const t = useTranslations('signatures.upload');
  const fileId = useId();
  const nameId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);

  const reset = () => {
    setFile(null);
    setName('');
    setProgress(null);
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!looksLikePdf(chosen)) {
      toast.error(t('typeTitle'), { description: t('typeText') });
      if (input.current) input.current.value = '';
      return;
    }
    if (chosen.size > MAX_UPLOAD_BYTES) {
      toast.error(t('sizeTitle'), { description: t('sizeText') });
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
    // §5: the name defaults to the file name without .pdf; a name already typed is kept.
    if (!name.trim()) setName(defaultDocumentName(chosen.name).slice(0, MAX_DOCUMENT_NAME));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || !name.trim()) {
      toast.error(t('incompleteTitle'), { description: t('incompleteText') });
      return;
    }
    const form = new FormData();
    form.set('file', file);
    form.set('name', name.trim());
    setProgress(0);
    try {
      const result = await send(form, setProgress);
      if (!result.ok) {
        toast.error(result.error, { description: result.description });
        setProgress(null);
        return;
      }
      toast.success(t('ok'));
      reset();
      onUploaded(result.data.id);
    } catch {
      toast.error(t('error'), { description: t('errorText') });
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor={fileId}>{t('file')}</Label>
            <label
              htmlFor={fileId}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-dashed bg-muted/30 px-4 py-5 transition-colors hover:bg-muted/60 focus-within:ring-2 focus-within:ring-ring"
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                choose(e.dataTransfer.files[0]);
              }}
            >
              <FileUp className="size-8 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0">
                <span className="block truncate font-medium">{file ? file.name : t('choose')}</span>
                <span className="block text-xs text-muted-foreground">{file ? fileSize(file.size) : t('hint')}</span>
              </span>
              <input
                ref={input}
                id={fileId}
                type="file"
                accept="application/pdf,.pdf"
                className="sr-only"
                disabled={busy}
                onChange={(e) => choose(e.target.files?.[0])}
              />
            </label>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={nameId}>{t('name')}</Label>
            <Input
              id={nameId}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('namePlaceholder')}
              maxLength={MAX_DOCUMENT_NAME}
              disabled={busy}
            />
          </div>
          {busy && (
            <div className="grid gap-1" role="status" aria-live="polite">
              <div className="h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
              </div>
              <p className="text-xs text-muted-foreground tabular-nums">{t('uploading', { percent: progress })}</p>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" /> : <FileUp />} {t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
