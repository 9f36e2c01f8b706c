/**
 * Whom a message to a client greets (D272): the person who signs for the client (a company's representative, D160)
 * when the record names one, else the client's own name; the name written on the document when no record is linked.
 */
export function greetingName(
  client: { nome: string; assinanteNome?: string | null } | null | undefined,
  fallback = '',
): string {
  return client?.assinanteNome?.trim() || client?.nome.trim() || fallback;
}
