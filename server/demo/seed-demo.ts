import 'server-only';
import { count } from 'drizzle-orm';
import { staffActor } from '@/lib/timeline/kinds';
import { createClients } from '@/server/clients/create-client';
import { getDb, type Db } from '@/server/platform/db/client';
import { user } from '@/server/platform/db/schema';
import { createLandingPages } from '@/server/landing-pages/create-landing-page';
import { demoLandingPages } from '@/server/landing-pages/demo';
import { createChargesBulk } from '@/server/charges/create-charge';
import { registerDemoCobv } from '@/server/pix/demo-cobv';
import { demoCharges } from '@/server/charges/demo';
import { peekNextChargeSequence } from '@/server/charges/numbering';
import { seedDemoContracts } from '@/server/contracts/demo';
import { seedDemoPayments } from '@/server/payments/demo';
import { createProjectsBulk } from '@/server/projects/create-project';
import { demoProjects } from '@/server/projects/demo';
import { createProposals } from '@/server/proposals/create-proposal';
import { demoProposals } from '@/server/proposals/demo';
import { env } from '@/server/platform/env';
import { seedDemoSignatures } from '@/server/signatures/demo';
import { createStaffUser } from '@/server/users/create-user';

/** Written in the README; change both together. */
export const DEMO_ACCOUNT = { email: 'demo@agencia.dev', password: 'demo1234', name: 'Equipe Demo' } as const;
/** D74: a member account, so that the roles can be tried (the demo account is an owner). */
export const DEMO_MEMBER = {
  email: 'membro@agencia.dev',
  password: 'membro-demo-2024',
  name: 'Membro Demo',
  role: 'member',
} as const;

const DEMO_CLIENTS = [
  {
    nome: 'Padaria Pão Dourado',
    email: 'contato@paodourado.com.br',
    telefone: '(11) 98765-4321',
    documento: '11.222.333/0001-81',
    endereco: 'Rua das Flores, 120 - Pinheiros, São Paulo - SP',
    observacoes: 'Quer loja virtual para encomendas.',
  },
  {
    nome: 'Clínica Sorriso Feliz',
    email: 'recepcao@sorrisofeliz.com.br',
    telefone: '(21) 3456-7890',
    documento: '45.723.174/0001-10',
    endereco: 'Av. Atlântica, 900 - Copacabana, Rio de Janeiro - RJ',
    observacoes: null,
  },
  {
    nome: 'João Araújo',
    email: 'joao.araujo@email.com',
    telefone: '(31) 99123-4567',
    documento: '529.982.247-25',
    endereco: null,
    observacoes: 'Consultor autônomo; landing page para captação.',
  },
] as const;

/**
 * DECISIONS D3: an empty development database gets a demo account and a little demo data on first
 * start. Production never seeds. Answers whether it seeded.
 */
export async function seedDemoIfEmpty(): Promise<boolean> {
  if (env.isProduction) return false;
  const db = await getDb();
  const [{ users }] = await db.select({ users: count() }).from(user);
  if (users > 0) return false;
  const demoUser = await createStaffUser({ ...DEMO_ACCOUNT, role: 'owner' });
  await createStaffUser(DEMO_MEMBER);
  await seedDemoData(db, demoUser.id);
  return true;
}

/** The demo's clients and documents, made by the demo owner `userId` (D3). Answers the clients' ids by name. */
export async function seedDemoData(db: Db, userId: string): Promise<Map<string, string>> {
  const demoUser = { id: userId };
  const actor = staffActor({ id: demoUser.id, name: DEMO_ACCOUNT.name });
  const now = Date.now();
  const { row: clients } = await createClients(
    db,
    actor,
    DEMO_CLIENTS.map((client, index) => ({
      ...client,
      createdAt: new Date(now - (DEMO_CLIENTS.length - index) * 86_400_000),
    })),
  );
  // Every demo document names a demo client: linked to its record, so the client page shows them and their totals.
  const byName = new Map(clients.map((client) => [client.nome, client.id]));
  const clienteId = (name: string | null | undefined) => (name ? (byName.get(name) ?? null) : null);
  await createProjectsBulk(
    db,
    demoProjects(demoUser.id).map((row) => ({ ...row, clienteId: clienteId(row.clientName) })),
  );
  await createProposals(
    db,
    actor,
    demoProposals().map((row) => ({ ...row, clienteId: clienteId(row.cliente) })),
  );
  await createChargesBulk(
    db,
    // Numbered after any charge the database already has (a fresh install: from 1).
    demoCharges(demoUser.id, await peekNextChargeSequence(db)).map((row) => ({
      ...row,
      clienteId: clienteId(row.cliente),
    })),
  );
  await createLandingPages(db, actor, await demoLandingPages());
  await seedDemoPayments(db, clienteId);
  await seedDemoContracts(db, demoUser.id, clienteId);
  await seedDemoSignatures(db, demoUser.id);
  // D132: under `next dev` the open Pix charges are cobv at the sandbox PSP, payable from its bank page.
  await registerDemoCobv(db);
  return byName;
}
