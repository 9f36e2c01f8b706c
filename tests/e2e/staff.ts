/** The staff account the end-to-end server is started with (scripts/e2e-server.ts): an owner (D68). */
export const E2E_STAFF = { email: 'e2e@agencia.test', password: 'e2e-senha-segura', name: 'Equipe E2E' } as const;
/** Accounts with the smaller roles, for the authorization matrix (D68). */
export const E2E_ROLE_ACCOUNTS = {
  admin: { email: 'e2e-admin@agencia.test', password: 'e2e-senha-admin-segura', name: 'Admin E2E' },
  member: { email: 'e2e-membro@agencia.test', password: 'e2e-senha-membro-segura', name: 'Membro E2E' },
} as const;

// One saved session per server port: several e2e servers may run side by side on one machine.
export const STAFF_STATE = `tests/e2e/.auth/staff-${process.env.E2E_PORT || '3100'}.json`;
export const roleState = (role: 'admin' | 'member') => `tests/e2e/.auth/${role}-${process.env.E2E_PORT || '3100'}.json`;
