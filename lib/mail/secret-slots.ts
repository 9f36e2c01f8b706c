/**
 * Secrets in an outgoing message (D146): a signing code, a link that carries a token. The stored text holds a slot
 * `[[name|shown]]` in the secret's place; the worker fills the slot with the secret (kept encrypted beside the row
 * until delivery) when it sends, and every screen and log shows `shown` instead. Pure: no key, no I/O.
 */
const SLOT = /\[\[([a-z][a-zA-Z0-9]*)\|([^\]|]*)\]\]/g;

/** The slot that stands for the secret `name` in a stored text; `shown` is what staff see in its place. */
export function secretSlot(name: string, shown: string): string {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) throw new Error(`nome de segredo inválido: ${name}`);
  return `[[${name}|${shown.replace(/[\]|]/g, '')}]]`;
}

/** The text as it is sent: each slot filled with its secret (a slot without one keeps what staff see). */
export function fillSecretSlots(text: string, secrets: Readonly<Record<string, string>>): string {
  return text.replace(SLOT, (_all, name: string, shown: string) => secrets[name] ?? shown);
}

/** The text as staff and the logs see it: every slot replaced by its visible stand-in. */
export function showSecretSlots(text: string): string {
  return text.replace(SLOT, (_all, _name: string, shown: string) => shown);
}

/**
 * The link as shown in place of one with a token: its address up to the token (a `token=` parameter, else the last
 * path segment), then an ellipsis.
 */
export function linkWithoutToken(link: string): string {
  const query = /[?&]token=/.exec(link);
  if (query) return `${link.slice(0, query.index + query[0].length)}…`;
  const cut = link.lastIndexOf('/');
  return cut > 0 ? `${link.slice(0, cut + 1)}…` : '…';
}

/** A secret link's slot and value together, for a message's values and secrets. */
export function secretLink(name: string, link: string): { slot: string; value: string } {
  return { slot: secretSlot(name, linkWithoutToken(link)), value: link };
}
