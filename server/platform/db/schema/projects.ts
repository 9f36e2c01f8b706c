import { doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { clientes } from './clients';
import { contratos } from './contracts';

/** Document 000 §3, Project (table projects). Nested objects are jsonb with zod schemas in lib/. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    clientName: text('client_name').notNull(),
    /** The client of the registry (D51). Not `client_id`, which document 000 §3 gives to the creating staff member. */
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'restrict' }),
    /** The signed contract this card was made from (D56): one card per contract. */
    contratoId: uuid('contrato_id').references(() => contratos.id, { onDelete: 'set null' }),
    description: text('description'),
    status: text('status').notNull().default('planejamento'),
    orderIndex: doublePrecision('order_index').notNull().default(0),
    tags: text('tags').array(),
    startDate: timestamp('start_date', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** The creating staff member (document 000 §3: "creating user id or null"). */
    clientId: uuid('client_id').references(() => user.id, { onDelete: 'set null' }),
    tasks: jsonb('tasks').$type<unknown[]>().notNull().default([]),
    paymentStatus: text('payment_status').notNull().default('awaiting_payment'),
    paymentDueDate: timestamp('payment_due_date', { withTimezone: true }),
    paymentPredictionDate: timestamp('payment_prediction_date', { withTimezone: true }),
    installmentDetails: jsonb('installment_details').$type<Record<string, unknown>>(),
    paymentControlDates: jsonb('payment_control_dates').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_status_order_idx').on(t.status, t.orderIndex),
    index('projects_cliente_created_idx').on(t.clienteId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('projects_contrato_idx').on(t.contratoId),
  ],
);

/** Document 000 §3, Project activity (table project_activities). */
export const projectActivities = pgTable(
  'project_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    activityType: text('activity_type').notNull(),
    description: text('description').notNull(),
    newStatus: text('new_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_activities_project_idx').on(t.projectId, t.createdAt),
    // D73: a person's recent actions on /equipe.
    index('project_activities_user_idx').on(t.userId, t.createdAt),
  ],
);

export type Project = typeof projects.$inferSelect;
