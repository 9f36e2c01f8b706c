import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

/**
 * "Mostrando n de total" and the link to the next step of a list (D59): a plain link with a keyset cursor, so it
 * needs no client code; scroll={false} keeps the reader where they were while the longer list replaces the page.
 */
export async function RecordMore({
  shown,
  total,
  href,
  label,
  testId,
}: {
  shown: number;
  total: number;
  href: string;
  label: string;
  testId: string;
}) {
  const t = await getTranslations('clientRecord.more');
  if (total <= shown) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2" data-testid={testId}>
      <p className="text-xs text-muted-foreground">{t('showing', { n: shown, total })}</p>
      <Button asChild variant="outline" size="sm">
        <Link href={href} scroll={false}>
          {label}
        </Link>
      </Button>
    </div>
  );
}
