/** The staff account the end-to-end server is started with (scripts/e2e-server.ts). */
export const E2E_STAFF = { email: 'e2e@agencia.test', password: 'e2e-senha-segura', name: 'Equipe E2E' } as const;

// One saved session per server port: several e2e servers may run side by side on one machine.
export const STAFF_STATE = `tests/e2e/.auth/staff-${process.env.E2E_PORT || '3100'}.json`;
