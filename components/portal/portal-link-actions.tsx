'use client';

import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/components/i18n/use-translations';
import { useLazyDialog } from '@/components/hooks/use-lazy-dialog';
import { Button } from '@/components/ui/button';

// The dialog (its actions and date formatting) is fetched when asked for, not with every client card or page.
const loadDialog = () => import('./portal-link-dialog');
const PortalLinkDialog = dynamic(() => loadDialog().then((mod) => mod.PortalLinkDialog), { ssr: false });

/**
 * Staff "Portal do cliente" (D75) on the client's card or page; the dialog is portal-link-dialog.tsx.
 * `icon` lets a list pass its sprite's icon (components/common/icon-sprite.tsx) instead of a whole SVG per card.
 */
export function PortalLinkActions({
  clienteId,
  nome,
  icon = <KeyRound />,
}: {
  clienteId: string;
  nome: string;
  icon?: ReactNode;
}) {
  const t = useTranslations('portal.staff');
  const { open, setOpen, wanted, trigger, returnFocus } = useLazyDialog(loadDialog);
  return (
    <>
      <Button variant="outline" size="sm" aria-label={`${t('button')}: ${nome}`} {...trigger}>
        {icon} {t('button')}
      </Button>
      {wanted && (
        <PortalLinkDialog
          clienteId={clienteId}
          nome={nome}
          open={open}
          onOpenChange={setOpen}
          returnFocus={returnFocus}
        />
      )}
    </>
  );
}
