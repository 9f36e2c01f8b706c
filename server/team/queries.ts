import 'server-only';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@/lib/auth/roles';
import { now } from '@/lib/clock';
import { getDb } from '@/server/platform/db/client';
import {
  convites,
  projectActivities,
  projects,
  signatureDocuments,
  signatureEvents,
  timeline,
  user,
} from '@/server/platform/db/schema';
import { assertStaff } from '@/server/auth/guard';
import { findPendingInvite } from './invitations';

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
};

export type PendingInvite = {
  id: string;
  email: string;
  role: Role;
  expiresAt: string;
  createdAt: string;
  expired: boolean;
};

const asRole = (value: string): Role => (ROLES.includes(value as Role) ? (value as Role) : 'member');

/** /equipe: every staff account, disabled ones included (their history stays). */
export async function listTeam(): Promise<TeamMember[]> {
  await assertStaff('owner');
  const db = await getDb();
  const rows = await db.select().from(user).orderBy(asc(user.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: asRole(r.role),
    disabled: Boolean(r.disabledAt),
    twoFactorEnabled: r.twoFactorEnabled,
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
  }));
}

/** Invitations neither accepted nor revoked (expired ones too, so they can be resent). */
export async function listPendingInvites(): Promise<PendingInvite[]> {
  await assertStaff('owner');
  const db = await getDb();
  const rows = await db
    .select()
    .from(convites)
    .where(and(isNull(convites.aceitoEm), isNull(convites.revogadoEm)))
    .orderBy(desc(convites.createdAt));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: asRole(r.role),
    expiresAt: r.expiraEm.toISOString(),
    createdAt: r.createdAt.toISOString(),
    expired: r.expiraEm <= now(),
  }));
}

export type RecentAction = {
  source: 'timeline' | 'project' | 'signature';
  what: string;
  subject: string | null;
  /** A timeline entry's number, for the labels that name one (D245). */
  numero?: string | null;
  at: string;
};

/**
 * D73: what a person did lately, from the three places that name the staff member: the client
 * timeline, the board's project activities and the signature audit.
 */
export async function listRecentActions(userId: string, limit = 15): Promise<RecentAction[]> {
  await assertStaff('owner');
  const db = await getDb();
  const [fromTimeline, fromProjects, fromSignatures] = await Promise.all([
    db
      .select({
        tipo: timeline.tipo,
        at: timeline.createdAt,
        subject: timeline.assuntoTipo,
        numero: sql<string | null>`${timeline.dados}->>'numero'`,
      })
      .from(timeline)
      .where(eq(timeline.atorUsuarioId, userId))
      .orderBy(desc(timeline.createdAt))
      .limit(limit),
    db
      .select({ description: projectActivities.description, at: projectActivities.createdAt, subject: projects.name })
      .from(projectActivities)
      .leftJoin(projects, eq(projects.id, projectActivities.projectId))
      .where(eq(projectActivities.userId, userId))
      .orderBy(desc(projectActivities.createdAt))
      .limit(limit),
    db
      .select({ event: signatureEvents.event, at: signatureEvents.createdAt, subject: signatureDocuments.name })
      .from(signatureEvents)
      .leftJoin(signatureDocuments, eq(signatureDocuments.id, signatureEvents.documentId))
      .where(and(eq(signatureEvents.actorUserId, userId), eq(signatureEvents.actor, 'staff')))
      .orderBy(desc(signatureEvents.createdAt))
      .limit(limit),
  ]);
  const all: RecentAction[] = [
    ...fromTimeline.map((r) => ({
      source: 'timeline' as const,
      what: r.tipo,
      subject: r.subject,
      numero: r.numero,
      at: r.at.toISOString(),
    })),
    ...fromProjects.map((r) => ({
      source: 'project' as const,
      what: r.description,
      subject: r.subject,
      at: r.at.toISOString(),
    })),
    ...fromSignatures.map((r) => ({
      source: 'signature' as const,
      what: r.event,
      subject: r.subject,
      at: r.at.toISOString(),
    })),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}

/** The invitation a /convite link names, if still pending (the page never takes the handle, D151). */
export async function readPendingInvite(token: string) {
  return findPendingInvite(await getDb(), token);
}
