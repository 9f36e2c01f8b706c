'use client';

import { History, Loader2, Power, PowerOff } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { NativeSelect } from '@/components/projects/forms/native-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/common/confirm-dialog';
import { stacked } from '@/components/common/stacked-table';
import { ROLES, type Role } from '@/lib/auth/roles';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { changeMemberRole, setMemberActive } from '@/server/team/actions';
import type { TeamMember } from '@/server/team/queries';

/** D69: the team with role, status, last sign-in; role change, disable/enable, recent actions. */
export function TeamTable({
  members,
  meId,
  selectedId,
}: {
  members: TeamMember[];
  meId: string;
  selectedId: string | null;
}) {
  const t = useTranslations('team');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  const onRole = (id: string, role: Role) =>
    startTransition(async () => {
      const result = await changeMemberRole({ id, role });
      if (result.ok) toast.success(t('member.roleChanged'));
      else toast.error(result.error);
      router.refresh();
    });

  return (
    <div className={cn('overflow-x-auto rounded-xl border bg-card shadow-xs', isPending && 'opacity-60')}>
      <table className={cn(stacked.table, 'md:min-w-[820px]')}>
        <thead className="border-b bg-muted/50 text-left text-xs font-medium text-muted-foreground uppercase">
          <tr>
            {(['name', 'role', 'status', 'lastSignIn', 'twoFactor', 'actions'] as const).map((col) => (
              <th key={col} scope="col" className={cn('px-4 py-3', col === 'actions' && 'text-right')}>
                {t(`columns.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {members.map((member) => (
            <tr
              key={member.id}
              className={cn(member.id === selectedId && 'bg-accent/40', member.disabled && 'text-muted-foreground')}
            >
              <td data-label={t('columns.name')} className={cn('px-4 py-3', stacked.wide)}>
                <span className="block font-medium text-foreground">
                  {member.name}{' '}
                  {member.id === meId && (
                    <span className="text-xs font-normal text-muted-foreground">({t('you')})</span>
                  )}
                </span>
                <span className="block text-xs break-all text-muted-foreground">{member.email}</span>
              </td>
              <td data-label={t('columns.role')} className="px-4 py-3">
                <label className="sr-only" htmlFor={`role-${member.id}`}>
                  {t('member.changeRole')}: {member.name}
                </label>
                <NativeSelect
                  id={`role-${member.id}`}
                  value={member.role}
                  disabled={isPending}
                  onChange={(event) => onRole(member.id, event.target.value as Role)}
                  className="min-w-36"
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`roles.${role}`)}
                    </option>
                  ))}
                </NativeSelect>
              </td>
              <td data-label={t('columns.status')} className="px-4 py-3">
                <Badge variant={member.disabled ? 'secondary' : 'default'}>
                  {member.disabled ? t('status.disabled') : t('status.active')}
                </Badge>
              </td>
              <td data-label={t('columns.lastSignIn')} className="px-4 py-3 tabular-nums">
                {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('never')}
              </td>
              <td data-label={t('columns.twoFactor')} className="px-4 py-3">
                {member.twoFactorEnabled ? t('twoFactorOn') : t('twoFactorOff')}
              </td>
              <td className={cn('px-4 py-3', stacked.actions)}>
                <div className="flex flex-wrap justify-end gap-1">
                  <Button asChild variant="ghost" size="sm">
                    <Link
                      href={`/equipe?pessoa=${member.id}`}
                      scroll={false}
                      aria-label={`${t('member.history')}: ${member.name}`}
                    >
                      <History /> {t('member.history')}
                    </Link>
                  </Button>
                  {member.id !== meId && <ActiveToggle member={member} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ActiveToggle({ member }: { member: TeamMember }) {
  const t = useTranslations('team');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  if (member.disabled) {
    const onEnable = () =>
      startTransition(async () => {
        const result = await setMemberActive({ id: member.id, active: true });
        if (!result.ok) {
          toast.error(result.error);
          return;
        }
        toast.success(t('member.enabled'));
        router.refresh();
      });
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled={isPending}
        onClick={onEnable}
        aria-label={`${t('member.enable')}: ${member.name}`}
      >
        {isPending ? <Loader2 className="animate-spin" /> : <Power />} {t('member.enable')}
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`${t('member.disable')}: ${member.name}`}
        >
          <PowerOff /> {t('member.disable')}
        </Button>
      }
      title={t('member.disableConfirmTitle', { name: member.name })}
      description={t('member.disableConfirmText')}
      cancelLabel={t('member.cancel')}
      confirmLabel={t('member.disable')}
      action={() => setMemberActive({ id: member.id, active: false })}
      success={{ title: t('member.disabled') }}
      failure={(error) => ({ title: error })}
      onSuccess={() => router.refresh()}
    />
  );
}
