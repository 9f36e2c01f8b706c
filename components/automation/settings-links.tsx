import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';

const LINKS = [
  { href: '/configuracoes/cobranca', key: 'linkCobranca' },
  { href: '/configuracoes/acompanhamento', key: 'title' },
  { href: '/configuracoes/automacoes', key: 'linkAutomacoes' },
  { href: '/configuracoes/tarefas', key: 'linkTarefas' },
] as const;

/** The automation settings pages, linked from one another. */
export async function SettingsLinks({ current }: { current: string }) {
  const t = await getTranslations('followups.settings');
  return (
    <nav aria-label={t('links')} className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
      <span className="text-muted-foreground">{t('links')}</span>
      {LINKS.filter((l) => l.href !== current).map((l) => (
        <Link key={l.href} href={l.href} className="text-primary underline-offset-4 hover:underline">
          {t(l.key)}
        </Link>
      ))}
    </nav>
  );
}
