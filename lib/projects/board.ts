import { normalizeForSearch } from '@/lib/text';
import type { PaymentFacts } from './badges';

/** A card as the board receives it: only what the card shows and the search reads. */
export type BoardProject = {
  id: string;
  name: string;
  clientName: string;
  description: string | null;
  status: string;
  tags: string[];
  /** due_date as a São Paulo day. */
  dueDay: string | null;
  payment: PaymentFacts;
  tasksDone: number;
  tasksTotal: number;
};

/** Document 000 §5, Search: case-insensitive over name, client_name and description (accents ignored). */
export function searchKey(project: Pick<BoardProject, 'name' | 'clientName' | 'description'>): string {
  return normalizeForSearch(`${project.name}\n${project.clientName}\n${project.description ?? ''}`);
}

/** Every word typed must appear. */
export function matchesSearch(key: string, query: string): boolean {
  const terms = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  return terms.every((term) => key.includes(term));
}
