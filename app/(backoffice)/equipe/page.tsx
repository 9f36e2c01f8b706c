import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from '@/lib/zod';
import { InviteForm } from '@/components/team/invite-form';
import { PendingInvites } from '@/components/team/pending-invites';
import { RecentActions } from '@/components/team/recent-actions';
import { TeamSettingsForm } from '@/components/team/team-settings-form';
import { TeamTable } from '@/components/team/team-table';
import { requireStaff } from '@/server/auth/session';
import { teamSettings } from '@/server/auth/team-policy';
import { listPendingInvites, listRecentActions, listTeam } from '@/server/team/queries';

export const metadata: Metadata = { title: 'Equipe' };

/** D69: the owner's team screen; `?pessoa={id}` shows that person's recent actions. */
export default async function TeamPage({ searchParams }: { searchParams: Promise<{ pessoa?: string }> }) {
  const { pessoa } = await searchParams;
  const me = await requireStaff(pessoa ? `/equipe?pessoa=${encodeURIComponent(pessoa)}` : '/equipe');
  const t = await getTranslations('team');
  const [members, invites, settings] = await Promise.all([listTeam(), listPendingInvites(), teamSettings()]);
  const selected = z.uuid().safeParse(pessoa).success ? members.find((member) => member.id === pessoa) : undefined;
  const actions = selected ? await listRecentActions(selected.id) : [];
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <TeamTable members={members} meId={me.id} selectedId={selected?.id ?? null} />
      {selected && <RecentActions name={selected.name} actions={actions} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <InviteForm />
        <PendingInvites invites={invites} />
      </div>
      <TeamSettingsForm required={settings.exigirDoisFatores} />
    </div>
  );
}
