'use client';

import { ImagePlus, Loader2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { uploadSiteImage } from '@/components/site-settings/project-images';
import { Button } from '@/components/ui/button';
import { imageVariant } from '@/lib/site/images';

/**
 * "Enviar imagem" beside a proposal's image fields (D106): the picture is checked and stored as WebP by the
 * server, and the field gets its widest stored file, a path of this site, as a linked picture would be a URL.
 */
export function UploadImageButton({ onUploaded }: { onUploaded: (path: string) => void }) {
  const t = useTranslations('siteSettings');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setUploading(true);
          const path = await uploadSiteImage(file, t('image.failed'));
          setUploading(false);
          e.target.value = '';
          if (path) onUploaded(imageVariant(path, 1600));
        }}
      />
      <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
        {uploading ? <Loader2 className="animate-spin" aria-hidden /> : <ImagePlus aria-hidden />}
        {uploading ? t('project.uploading') : t('project.upload')}
      </Button>
    </>
  );
}
