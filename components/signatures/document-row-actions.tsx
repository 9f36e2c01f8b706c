'use client';

import { Eye, Pencil, Send } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { createIconSprite } from '@/components/common/icon-sprite';
import { isEditable } from '@/lib/signatures/status';
import type { SignatureDocumentRow } from '@/server/signatures/queries';

/** Rendered once by the list (DocumentsList), pointed at by every row. */
export const rowIcons = createIconSprite('signature-row', { eye: Eye, pencil: Pencil, send: Send });

export type RowActionHandlers = {
  onView: (doc: SignatureDocumentRow) => void;
  onEdit: (doc: SignatureDocumentRow) => void;
  /** "Enviar" (D13; the sending flow fills it in). Until a handler is given the button shows disabled. */
  onSend?: (doc: SignatureDocumentRow) => void;
  /** More actions for a row (the sending flow's: cancel, signed PDF…). */
  extra?: (doc: SignatureDocumentRow) => ReactNode;
};

/** §2.4: Ver on every row; Editar and Enviar only on drafts. */
export function DocumentRowActions({
  doc,
  onView,
  onEdit,
  onSend,
  extra,
}: { doc: SignatureDocumentRow } & RowActionHandlers) {
  const t = useTranslations('signatures.list');
  const draft = isEditable(doc.status);
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => onView(doc)} aria-label={`${t('view')}: ${doc.name}`}>
        <rowIcons.Icon name="eye" /> {t('view')}
      </Button>
      {draft && (
        <Button variant="ghost" size="sm" onClick={() => onEdit(doc)} aria-label={`${t('edit')}: ${doc.name}`}>
          <rowIcons.Icon name="pencil" /> {t('edit')}
        </Button>
      )}
      {draft && (
        <Button
          variant="ghost"
          size="sm"
          disabled={!onSend}
          onClick={() => onSend?.(doc)}
          aria-label={`${t('send')}: ${doc.name}`}
        >
          <rowIcons.Icon name="send" /> {t('send')}
        </Button>
      )}
      {extra?.(doc)}
    </div>
  );
}
