import { IntentLink as Link } from '@/components/common/intent-link';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';

export const PRIVACY_PATH = '/politica-de-privacidade';

/**
 * The short notice every form that collects personal data carries (D78, LGPD art. 9), linking to the
 * privacy policy. Works in server and client components (the text is in `common`, which every page ships).
 */
export function PrivacyNotice({ className }: { className?: string }) {
  const t = useTranslations('common.privacidade');
  return (
    <p className={cn('text-xs text-muted-foreground', className)} data-testid="privacy-notice">
      {t('notice')}{' '}
      <Link
        href={PRIVACY_PATH}
        className="font-medium text-foreground underline underline-offset-2"
        target="_blank"
        rel="noopener"
      >
        {t('link')}
      </Link>
      .
    </p>
  );
}
