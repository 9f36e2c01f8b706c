import { redirect } from 'next/navigation';
import { settingsHome } from '@/lib/settings/menu';
import { requireStaff } from '@/server/auth/session';

/** /configuracoes opens the first page of the menu the person's role may see (lib/settings/menu.ts). */
export default async function SettingsIndexPage() {
  const user = await requireStaff('/configuracoes');
  redirect(settingsHome(user.role));
}
