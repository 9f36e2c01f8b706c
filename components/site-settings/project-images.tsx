'use client';

import { ImagePlus, Loader2, Star, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { imageVariant, MAX_PROJECT_IMAGES } from '@/lib/site/images';

/**
 * Uploads one picture to /api/site/imagens (checked and stored as WebP there, D106) and answers its path, or
 * shows the Portuguese refusal.
 */
export async function uploadSiteImage(file: File, failed: string): Promise<string | null> {
  const body = new FormData();
  body.set('file', file);
  try {
    const response = await fetch('/api/site/imagens', { method: 'POST', body });
    const answer = (await response.json()) as { ok: boolean; path?: string; error?: string };
    if (answer.ok && answer.path) return answer.path;
    toast.error(answer.error ?? failed);
  } catch {
    toast.error(failed);
  }
  return null;
}

/** A project's uploaded pictures: the first is the card's; upload, remove, make one the cover. */
export function ProjectImages({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  const t = useTranslations('siteSettings');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const path = await uploadSiteImage(file, t('image.failed'));
    setUploading(false);
    if (input.current) input.current.value = '';
    if (path) onChange([...images, path]);
  };
  return (
    <div className="grid gap-2">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((src, i) => (
          <li key={src} className="relative overflow-hidden rounded-lg border" data-testid="imagem-projeto">
            {/* eslint-disable-next-line @next/next/no-img-element -- a stored WebP width, already the right size */}
            <img src={imageVariant(src, 480)} alt="" className="aspect-[3/2] w-full object-cover" />
            <span className="absolute top-1 right-1 flex gap-1">
              {i > 0 && (
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="size-7"
                  aria-label={t('project.imageMoveFirst')}
                  onClick={() => onChange([src, ...images.filter((x) => x !== src)])}
                >
                  <Star aria-hidden />
                </Button>
              )}
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="size-7"
                aria-label={t('project.removeImage', { n: i + 1 })}
                onClick={() => onChange(images.filter((x) => x !== src))}
              >
                <X aria-hidden />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div>
        <input
          ref={input}
          id="imagem-upload"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(e) => upload(e.target.files?.[0])}
          disabled={uploading || images.length >= MAX_PROJECT_IMAGES}
        />
        <Button
          type="button"
          variant="outline"
          disabled={uploading || images.length >= MAX_PROJECT_IMAGES}
          onClick={() => input.current?.click()}
        >
          {uploading ? <Loader2 className="animate-spin" aria-hidden /> : <ImagePlus aria-hidden />}
          {uploading ? t('project.uploading') : t('project.upload')}
        </Button>
      </div>
    </div>
  );
}
