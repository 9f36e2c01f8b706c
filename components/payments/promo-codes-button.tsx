'use client';

import { Tag } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/components/i18n/use-translations';
import { useRef, useState } from 'react';
import { useOpenedOnce } from '@/components/hooks/use-opened-once';
import { Button } from '@/components/ui/button';
import { DialogLoading } from '@/components/common/dialog-loading';
import type { PromoCodeRow } from '@/server/payments/queries';

// D80: the dialog (Radix, the zod schema of the form) is fetched when first opened, not with the dashboard.
const loadDialog = () => import('./promo-codes-dialog');
const PromoCodesDialog = dynamic(() => loadDialog().then((m) => m.PromoCodesDialog), {
  ssr: false,
  loading: DialogLoading,
});

/** "Cupons de desconto" on the payments dashboard: the button, and the dialog once asked for. */
export function PromoCodesButton({ codes }: { codes: PromoCodeRow[] }) {
  const t = useTranslations('payments.promoAdmin');
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Tag /> {t('title')}
      </Button>
      {wanted && <PromoCodesDialog codes={codes} open={open} onOpenChange={setOpen} returnFocus={button} />}
    </>
  );
}
