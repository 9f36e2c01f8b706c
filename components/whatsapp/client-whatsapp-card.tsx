import { fill, m } from '@/lib/messages';
import { formatDateTime } from '@/lib/format';
import { suspensionText } from '@/lib/whatsapp/consent';
import { SERVICE_WINDOW_MS, isServiceWindowOpen } from '@/lib/whatsapp/status';
import { now } from '@/lib/clock';
import { readWhatsAppCard } from '@/server/whatsapp/queries';
import { ConsentButtons, ReplyForm } from './client-whatsapp-controls';

const f = m.whatsapp.ficha;
type Origin = keyof typeof m.whatsapp.origens;
type Via = keyof typeof f.vias;

/**
 * The client record's WhatsApp card (D22): the consent's state (opt-in with date, source and who; opt-out with
 * how, "SAIR"/"PARAR" included; suspended by a change of mobile, with why, D153), the last messages with their status, and the reply form inside the 24-hour
 * window, or why there is none.
 */
export async function ClientWhatsAppCard({ clienteId }: { clienteId: string }) {
  const { consent, standing, lastIn, messages } = await readWhatsAppCard(clienteId);
  const at = now();
  const open = isServiceWindowOpen(lastIn, at);
  const state =
    standing.state === 'suspended'
      ? suspensionText(standing)
      : standing.state === 'valid' && consent?.optInEm
        ? fill(f.ativo, {
            date: formatDateTime(consent.optInEm),
            origem: m.whatsapp.origens[consent.optInOrigem as Origin] ?? consent.optInOrigem ?? '',
            por: consent.optInPor ? `, ${consent.optInPor}` : '',
          })
        : consent?.status === 'revogado' && consent.optOutEm
          ? fill(f.revogado, {
              date: formatDateTime(consent.optOutEm),
              via: fill(f.vias[consent.optOutVia as Via] ?? f.vias.equipe, { detalhe: consent.optOutDetalhe ?? '' }),
            })
          : f.semConsentimento;
  return (
    <section aria-labelledby="record-whatsapp" className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="record-whatsapp" className="font-semibold">
        {f.titulo}
      </h2>
      <p className="text-sm" data-testid="whatsapp-consent">
        {state}
      </p>
      <p className="text-xs text-muted-foreground">{f.optOutAviso}</p>
      <ConsentButtons clienteId={clienteId} active={standing.state === 'valid'} />
      <h3 className="mt-2 text-sm font-medium">{f.ultimas}</h3>
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{f.nenhuma}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {messages.map((message) => (
            <li key={message.id} className="grid gap-0.5 rounded-lg bg-muted/50 p-2">
              <span className="text-xs text-muted-foreground">
                {message.direcao === 'entrada' ? f.entrada : f.saida} · {formatDateTime(message.createdAt)} ·{' '}
                {m.whatsapp.status[message.status as keyof typeof m.whatsapp.status] ?? message.status}
              </span>
              <span className="line-clamp-3 break-words whitespace-pre-line">{message.texto ?? '-'}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground" data-testid="whatsapp-window">
        {open && lastIn
          ? fill(f.janelaAberta, { date: formatDateTime(new Date(lastIn.getTime() + SERVICE_WINDOW_MS)) })
          : f.janelaFechada}
      </p>
      {open && <ReplyForm clienteId={clienteId} />}
    </section>
  );
}
