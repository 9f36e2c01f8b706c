import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

// The full marketing home (document 000 §2.3) comes with the public-site issue.
export default async function HomePage() {
  const t = await getTranslations();
  return (
    <main id="inicio" className="flex min-h-dvh flex-col bg-gradient-to-br from-accent via-background to-background">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <span className="flex items-center gap-2.5 font-semibold">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground">
            {t('common.brandShort')}
          </span>
          {t('common.brand')}
        </span>
        <Button asChild variant="outline" size="sm">
          <Link href="/auth">{t('site.clientArea')}</Link>
        </Button>
      </header>
      <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-4 py-16 sm:px-6">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{t('site.homeTitle')}</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{t('site.homeSubtitle')}</p>
        <div className="mt-10">
          <Button asChild size="lg">
            <Link href="/auth">
              {t('site.clientArea')} <ArrowRight />
            </Link>
          </Button>
        </div>
      </section>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        {t('site.footerRights', { year: new Date().getFullYear() })}
      </footer>
    </main>
  );
}
