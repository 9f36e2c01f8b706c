import { getTranslations } from 'next-intl/server';
import { SettingsMenu } from '@/components/settings/settings-menu';
import { settingsMenuFor } from '@/lib/settings/menu';
import { getSession } from '@/server/auth/session';

/**
 * The settings area (D103): its menu beside every /configuracoes page. Each page still calls requireStaff()
 * itself (D2): a layout is not a guard; the menu only leaves out what the role may not open.
 */
export default async function SettingsLayout({ children }: { children: React.ReactNode }) {
  const session = await getSession();
  const t = await getTranslations('settingsArea');
  const items = session
    ? settingsMenuFor(session.user.role).map((item) => ({ href: item.href, label: t(`items.${item.key}`) }))
    : [];
  return (
    <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
      <aside className="min-w-0">
        <p className="mb-2 hidden text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:block">
          {t('title')}
        </p>
        <SettingsMenu items={items} label={t('menu')} />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
