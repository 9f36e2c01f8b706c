import { searchText } from '@/lib/search';

/** The `busca` column of a signature document: rewrite it whenever name or recipient change. */
export function documentSearchText(doc: {
  name: string;
  originalFilename?: string | null;
  recipientName?: string | null;
  recipientEmail?: string | null;
}): string {
  return searchText([doc.name, doc.originalFilename, doc.recipientName, doc.recipientEmail]);
}
