import 'server-only';
import { WHATSAPP_SECTION, ZWhatsappSettings } from '@/lib/settings/whatsapp';
import { waMeLink } from '@/lib/whatsapp/link';
import { renderMessage, type Values } from '@/lib/whatsapp/render';
import type { LinkKind } from '@/lib/whatsapp/steps';
import type { Db } from '@/server/platform/db/client';
import { readSettings } from '@/server/settings/store';

export type PreparedLink = { ok: true; url: string; to: string; texto: string } | { ok: false; message: string };

/**
 * "Enviar por WhatsApp" (D22: no configuration, no consent): the kind's text from the settings filled with the
 * same values as the e-mail, and the wa.me address to the client's mobile; refused, with the reason, when the
 * record has no mobile. The caller records the send (record-message.ts recordLinkSend) and opens the address.
 */
export async function prepareLink(
  db: Db,
  input: { telefone: string | null | undefined; kind: LinkKind; values: Values },
): Promise<PreparedLink> {
  const settings = await readSettings(db, WHATSAPP_SECTION, ZWhatsappSettings);
  const texto = renderMessage(settings.textos[input.kind], input.values);
  const link = waMeLink(input.telefone, texto);
  return link.ok ? { ok: true, url: link.url, to: link.to, texto } : link;
}
