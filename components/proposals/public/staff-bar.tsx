'use client';

import { Pencil } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { SendProposalButtons } from '../send-proposal-buttons';
import { useCanEdit } from './staff-editing';

/**
 * Signed-in staff on the proposal page (D4) get its actions above it: Editar, "Enviar proposta" and "Copiar link".
 * The page is the same cached HTML for everyone; the bar appears once the browser knows the visitor is staff.
 */
export function StaffBar({ id, slug, nome, accepted }: { id: string; slug: string; nome: string; accepted: boolean }) {
  const t = useTranslations('proposals');
  if (!useCanEdit()) return null;
  return (
    <div
      className="sticky top-0 z-50 flex flex-wrap items-center justify-end gap-2 border-b bg-card/95 px-3 py-2 backdrop-blur md:px-8"
      data-testid="proposal-staff-bar"
    >
      <Button asChild variant="outline" size="sm">
        <a href={`/proposta/${id}/editar`}>
          <Pencil /> {t('edit')}
        </a>
      </Button>
      <SendProposalButtons id={id} slug={slug} nome={nome} accepted={accepted} />
    </div>
  );
}
