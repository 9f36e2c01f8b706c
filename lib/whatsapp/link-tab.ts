import { m } from '@/lib/messages';

/** What "Enviar por WhatsApp" needs of the tab it opens (a browser `Window`, or a test's stand-in). */
export type LinkTab = { opener: unknown; location: { href: string }; close(): void };

export type OpenedTab = { ok: true; tab: LinkTab } | { ok: false; message: string };

/**
 * The tab for a wa.me link, opened on the click itself (a browser blocks a window opened after an await). A
 * `window.open` that answers null was blocked (D207): the person is told in Portuguese and nothing else happens, so no
 * send is written on the client's timeline for a message that never opened.
 */
export function openLinkTab(open: (url: string, target: string) => LinkTab | null): OpenedTab {
  const tab = open('about:blank', '_blank');
  return tab ? { ok: true, tab } : { ok: false, message: m.whatsapp.link.bloqueado };
}

/** Points the opened tab at the link, cut from this page (no `window.opener` back to the back office). */
export function showLink(tab: LinkTab, url: string): void {
  tab.opener = null;
  tab.location.href = url;
}
