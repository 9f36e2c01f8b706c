import { ArrowLeft, FileQuestion } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

/** The editor for an id that does not exist. */
export async function LandingNotFoundPanel() {
  const t = await getTranslations('landingPages');
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <FileQuestion className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{t('validation.notFound')}</p>
      <Button asChild variant="outline">
        <Link href="/landing-pages">
          <ArrowLeft /> {t('editor.back')}
        </Link>
      </Button>
    </div>
  );
}
