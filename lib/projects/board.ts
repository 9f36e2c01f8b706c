import type { PaymentFacts } from './badges';
import type { BoardStatus } from './status';

/** A card as the board receives it: only what the card shows. */
export type BoardProject = {
  id: string;
  name: string;
  clientName: string;
  status: string;
  tags: string[];
  /** due_date as a São Paulo day. */
  dueDay: string | null;
  payment: PaymentFacts;
  tasksDone: number;
  tasksTotal: number;
};

/** Cards first sent per column; "Mostrar mais" asks for the next page. Keeps a 2,000-project board light. */
export const BOARD_PAGE = 20;

export type ColumnCounts = Record<BoardStatus, number>;

/** The board as the page sends it: the first page of each column, and the counts. */
export type BoardData = {
  projects: BoardProject[];
  /** Projects per status, whatever the search (the summary cards). */
  totals: ColumnCounts;
  /** Projects per status that match the search (the column badges and "Mostrar mais"). */
  matching: ColumnCounts;
};

/**
 * Document 000 §5, Search, done in SQL: accents are mapped with translate() (these two strings) and
 * the result lower-cased, the same form as lib/text normalizeForSearch gives the typed words.
 */
export const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
export const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';

/** What translate(lower(...)) does in SQL, for the unit test that keeps both sides equal. */
export function sqlSearchForm(text: string): string {
  let out = '';
  for (const char of text) {
    const at = ACCENTED.indexOf(char);
    out += at >= 0 ? PLAIN[at] : char;
  }
  return out.toLowerCase();
}
