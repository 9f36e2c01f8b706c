/** `npm run seed:demo`: the demo account and data, on an empty development database. */
import { closeDb } from '@/server/platform/db/client';
import { DEMO_ACCOUNT, seedDemoIfEmpty } from '@/server/demo/seed-demo';

const seeded = await seedDemoIfEmpty();
console.log(
  seeded
    ? `Demo criada: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`
    : 'O banco já tem contas (ou é produção): nada foi criado.',
);
await closeDb();
