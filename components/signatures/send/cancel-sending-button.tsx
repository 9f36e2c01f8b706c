'use client';

import { Ban } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/components/i18n/use-translations';
import { useRef, useState } from 'react';
import { useOpenedOnce } from '@/components/hooks/use-opened-once';
import { Button } from '@/components/ui/button';
import { DialogLoading } from '@/components/common/dialog-loading';

// D80: the confirmation (Radix alert dialog) is fetched when first asked for, not with the list.
const loadDialog = () => import('./cancel-sending-dialog');
const CancelSendingDialog = dynamic(() => loadDialog().then((m) => m.CancelSendingDialog), {
  ssr: false,
  loading: DialogLoading,
});

/** "Cancelar envio" on a sent document; the confirmation is cancel-sending-dialog.tsx. */
export function CancelSendingButton({
  id,
  name,
  recipient,
  onCancelled,
}: {
  id: string;
  name: string;
  recipient: string;
  onCancelled?: () => void;
}) {
  const t = useTranslations('signatures.cancel');
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        aria-label={`${t('button')}: ${name}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Ban /> {t('button')}
      </Button>
      {wanted && (
        <CancelSendingDialog
          id={id}
          name={name}
          recipient={recipient}
          onCancelled={onCancelled}
          open={open}
          setOpen={setOpen}
          returnFocus={button}
        />
      )}
    </>
  );
}
