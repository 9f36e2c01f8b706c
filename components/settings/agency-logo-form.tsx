'use client';

import { ImageUp, Loader2, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { removeAgencyLogo, uploadAgencyLogo } from '@/server/agency/actions';

/** The logo: sent as is; the server checks its content and makes the WebP sizes (server/agency/logo.ts). */
export function AgencyLogoForm({ logoUrl, name }: { logoUrl: string | null; name: string }) {
  const t = useTranslations('agencyProfile');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, start] = useTransition();

  const upload = (file: File | undefined) => {
    if (!file) return;
    start(async () => {
      const result = await uploadAgencyLogo({ arquivo: file });
      if (input.current) input.current.value = '';
      if (!result.ok) {
        setError(result.error);
        toast.error(result.error);
        return;
      }
      setError(undefined);
      toast.success(t('logoSaved'));
      router.refresh();
    });
  };
  const remove = () =>
    start(async () => {
      const result = await removeAgencyLogo({});
      if (!result.ok) return void toast.error(result.error);
      toast.success(t('logoRemoved'));
      router.refresh();
    });

  return (
    <section aria-labelledby="logo-titulo" className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="logo-titulo" className="font-semibold">
        {t('sections.logo')}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 items-center justify-center rounded-lg border bg-muted/40 p-2">
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- already a sized WebP from our own route
            <img src={logoUrl} alt={t('logoAlt', { name })} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-center text-xs text-muted-foreground">{t('logoNone')}</span>
          )}
        </div>
        <div className="grid gap-2">
          <input
            ref={input}
            id="ag-logo"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-describedby="ag-logo-dica"
            onChange={(e) => upload(e.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
              {busy ? <Loader2 className="animate-spin" /> : <ImageUp />} {busy ? t('logoUploading') : t('logoUpload')}
            </Button>
            {logoUrl && (
              <Button type="button" variant="ghost" disabled={busy} onClick={remove}>
                <Trash2 /> {t('logoRemove')}
              </Button>
            )}
          </div>
          <p id="ag-logo-dica" className="text-xs text-muted-foreground">
            {t('hints.logo')}
          </p>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
