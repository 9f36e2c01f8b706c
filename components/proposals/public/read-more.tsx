'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { cutText } from '@/lib/proposals/lists';

/**
 * Document 000 §9 cuts the mobile hero text at 150 characters and the scope preview at 60; a client must still be
 * able to read what they accept, so each cut text offers "Ler mais" (and then "Ler menos"). Text within the limit is
 * shown as it is, with no button.
 */
export function ReadMore({ text, max, className }: { text: string; max: number; className?: string }) {
  const t = useTranslations('proposals');
  const [open, setOpen] = useState(false);
  const cut = cutText(text, max);
  if (cut === text.trim()) return <span className={className}>{cut}</span>;
  return (
    <span className={className}>
      {open ? text.trim() : cut}{' '}
      <button
        type="button"
        className="font-semibold whitespace-nowrap underline underline-offset-2"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t('readLess') : t('readMore')}
      </button>
    </span>
  );
}
