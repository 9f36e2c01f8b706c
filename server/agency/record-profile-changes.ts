import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { formatDateTime } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { shownHistoryValue, type ProtectedChange } from '@/lib/settings/protected-fields';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { historicoPerfilProtegido, user } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { queueMails } from '@/server/platform/mail/outbox';

const t = m.protectedChanges;

/** Who changed the profile, and from where (the address every limit uses, server/action.ts `clientIp`). */
export type ProfileChanger = { id: string; name: string; ip: string };

/** "Chave Pix: fi***@aurora.com.br → co***@aurora.com.br", one line per change. */
export function describeChanges(changes: readonly ProtectedChange[]): string {
  return changes
    .map(
      (c) => `${t.fields[c.campo]}: ${shownHistoryValue(c.campo, c.antes)} → ${shownHistoryValue(c.campo, c.depois)}`,
    )
    .join('\n');
}

/**
 * The one writer of `historico_perfil_protegido` (D180): one row per protected field that changed, written in the
 * transaction that saves the profile, and an e-mail queued (D146) to every active owner, the one who changed it
 * included, so that a change nobody made is noticed. The values are stored as typed and masked when shown. `screen`
 * is the settings page the e-mail links to: the agency profile's, or the fiscal profile's (D230).
 */
export async function recordProfileChanges(
  db: Db,
  changes: readonly ProtectedChange[],
  who: ProfileChanger,
  agencyName: string,
  screen: 'agencia' | 'fiscal' = 'agencia',
): Promise<DomainEvent[]> {
  if (changes.length === 0) return [];
  const at = now();
  const rows = await db
    .insert(historicoPerfilProtegido)
    .values(
      changes.map((c) => ({
        campo: c.campo,
        valorAnterior: c.antes,
        valorNovo: c.depois,
        usuarioId: who.id,
        usuarioNome: who.name,
        endereco: who.ip,
        criadoEm: at,
      })),
    )
    .returning({ id: historicoPerfilProtegido.id });
  const owners = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and(eq(user.role, 'owner'), isNull(user.disabledAt)));
  const subject = fill(t.mail.subject, {
    agency: agencyName,
    fields: changes.map((c) => t.fields[c.campo]).join(', '),
  });
  const lista = describeChanges(changes);
  return queueMails(
    db,
    owners.map((owner) => ({
      to: owner.email,
      subject,
      text: fill(t.mail.text, {
        nome: owner.name,
        quem: who.name,
        quando: formatDateTime(at),
        endereco: who.ip,
        lista,
        link: `${env.appUrl}/configuracoes/${screen}`,
      }),
      urgent: true,
      assunto: { tipo: 'configuracao', id: screen },
      tipo: 'perfil.alterado',
      chave: `perfil.alterado:${rows[0].id}:${owner.id}`,
    })),
  );
}
