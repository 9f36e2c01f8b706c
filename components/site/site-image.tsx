'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';
import { imageVariant } from '@/lib/site/images';
import { cx } from './ui';

/** Uploaded pictures are stored as WebP in fixed widths (D106): each srcset entry names a stored file. */
const uploadedLoader = ({ src, width }: { src: string; width: number }) => imageVariant(src, width);
const isUploaded = (src: string) => src.startsWith('/imagens/site/');

/** The last picture tried; it reads "Imagem não disponível" (document 001 §2.18). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

const blur = (colour: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="${colour}"/></svg>`)}` as const;

type Props = Omit<ImageProps, 'src' | 'placeholder' | 'onError'> & {
  /** Tried in order; then the placeholder picture; then `unavailableText`. */
  sources: string[];
  /** Colour shown while the picture loads. */
  tint?: string;
  /** Text shown when even the placeholder picture fails. */
  unavailableText?: string;
};

/**
 * An optimised image (lazy unless `priority`, placeholder while loading) that falls back along
 * `sources` when one fails (document 000 §4 image fallback order, document 001 §2.18).
 */
export function SiteImage({ sources, tint = '#e2e8f0', alt, className, unavailableText, ...props }: Props) {
  const chain = [...sources.filter(Boolean), PLACEHOLDER_IMAGE];
  const [index, setIndex] = useState(0);
  if (index >= chain.length) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={!alt || undefined}
        className={cx('flex items-center justify-center bg-muted text-sm text-muted-foreground', className)}
      >
        {unavailableText}
      </span>
    );
  }
  return (
    <Image
      {...props}
      key={chain[index]}
      src={chain[index]}
      loader={isUploaded(chain[index]) ? uploadedLoader : undefined}
      alt={alt}
      className={className}
      placeholder={blur(tint)}
      onError={() => setIndex((i) => i + 1)}
    />
  );
}
