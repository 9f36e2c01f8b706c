import 'server-only';
import { getSession } from '@/server/auth/session';
import { isProjectId } from './queries';

/**
 * DECISIONS D1: /projeto/{uuid} for signed-in staff is the board's "Ver detalhes" and redirects to
 * the edit screen; /projeto/{1..21} is the public portfolio. The portfolio page calls this first:
 * a path to redirect to, or null when the id is not a board project id or the caller is not staff
 * (then the portfolio page shows its own page or "Projeto não encontrado").
 */
export async function resolveStaffProjectRedirect(id: string): Promise<string | null> {
  if (!isProjectId(id)) return null;
  const session = await getSession();
  return session ? `/projeto/${id}/editar` : null;
}
