/** The staff account the end-to-end server is started with (scripts/e2e-server.ts). */
export const E2E_STAFF = { email: 'e2e@agencia.test', password: 'e2e-senha-segura', name: 'Equipe E2E' } as const;
export const STAFF_STATE = 'tests/e2e/.auth/staff.json';
