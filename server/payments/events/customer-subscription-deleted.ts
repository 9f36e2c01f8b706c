import 'server-only';
import type { Db } from '@/server/platform/db/client';
import { cancelSubscription } from '../fulfil';
import { str, type EventObject } from './find-payment';

/** customer.subscription.deleted: the monthly subscription ended; its payment shows as canceled. */
export async function onSubscriptionDeleted(db: Db, subscription: EventObject): Promise<string[]> {
  const id = str(subscription.id);
  return id && (await cancelSubscription(db, id)) ? ['/pagamentos'] : [];
}
