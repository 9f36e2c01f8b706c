'use client';

import { Trash2 } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/components/i18n/use-translations';
import type { ReactNode } from 'react';
import { useLazyDialog } from '@/components/hooks/use-lazy-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

// D80: the confirmation (Radix alert dialog) is fetched when first asked for, not with the clients list.
const loadDialog = () => import('./delete-client-dialog');
const DeleteClientDialog = dynamic(() => loadDialog().then((mod) => mod.DeleteClientDialog), { ssr: false });

/** A client's "Excluir" (on the card); the confirmation is delete-client-dialog.tsx. */
export function DeleteClientButton({ id, nome, icon = <Trash2 /> }: { id: string; nome: string; icon?: ReactNode }) {
  const tc = useTranslations('common');
  const { open, setOpen, wanted, trigger, returnFocus } = useLazyDialog(loadDialog);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${tc('delete')}: ${nome}`}
        {...trigger}
        className={cn('text-destructive hover:bg-destructive/10 hover:text-destructive', trigger.className)}
      >
        {icon} {tc('delete')}
      </Button>
      {wanted && (
        <DeleteClientDialog id={id} nome={nome} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
      )}
    </>
  );
}
