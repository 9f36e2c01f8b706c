'use client';

import { Download, ShieldX } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/common/confirm-dialog';
import { requestErasure } from '@/server/portal/actions';
import { newSubmissionKey } from '@/lib/submission-key';

/** "Seus dados" (LGPD art. 18): download everything, or ask for erasure (staff carry it out). */
export function LgpdPanel({ erasurePending }: { erasurePending: boolean }) {
  const t = useTranslations('portal.lgpd');
  const router = useRouter();
  // One key for this page's request: a resend after a timeout finds the first one.
  const [key] = useState(newSubmissionKey);

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('text')}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href="/portal/exportar" download>
            <Download /> {t('export')}
          </a>
        </Button>
        {erasurePending ? (
          <p role="status" className="text-sm font-medium">
            {t('erasePending')}
          </p>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="text-destructive">
                <ShieldX /> {t('erase')}
              </Button>
            }
            title={t('eraseConfirmTitle')}
            description={t('eraseConfirmText')}
            cancelLabel={t('cancel')}
            confirmLabel={t('eraseConfirm')}
            action={() => requestErasure({ chaveEnvio: key })}
            success={{ title: t('eraseRequested') }}
            failure={(error) => ({ title: t('eraseError'), description: error })}
            onSuccess={() => router.refresh()}
          />
        )}
      </div>
    </div>
  );
}
