import 'server-only';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { cancelSubscription } from '../update-payment-status';
import { str, type EventObject } from './find-payment';

/** customer.subscription.deleted: the monthly subscription ended; its payment shows as canceled. */
export async function onSubscriptionDeleted(db: Db, subscription: EventObject): Promise<DomainEvent[]> {
  const id = str(subscription.id);
  return id ? cancelSubscription(db, id) : [];
}
