import { describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import {
  chargeWhatsAppHistory,
  deliveryOf,
  reminderStepOfKey,
  wentByEmail,
  type HistoryMessage,
} from '@/lib/whatsapp/history';

const CHARGE = '0b9d0b7e-8a3c-4c55-9a51-6f0f4a1f2c11';
const at = (iso: string) => new Date(iso);

function message(over: Partial<HistoryMessage>): HistoryMessage {
  return {
    id: 'm1',
    etapa: 'cobranca.lembrete',
    chave: `auto:reminder:${CHARGE}:-3`,
    via: 'api',
    status: 'enviada',
    contexto: {},
    erro: null,
    erroCodigo: null,
    createdAt: at('2026-03-10T13:00:00Z'),
    enviadaEm: at('2026-03-10T13:00:05Z'),
    entregueEm: null,
    lidaEm: null,
    falhouEm: null,
    ...over,
  };
}

describe('a charge’s WhatsApp messages in its régua history', () => {
  it('reads the régua step from the message’s key, and only for this charge', () => {
    expect(reminderStepOfKey(`auto:reminder:${CHARGE}:-3`, CHARGE)).toBe(-3);
    expect(reminderStepOfKey(`auto:reminder:${CHARGE}:15`, CHARGE)).toBe(15);
    expect(reminderStepOfKey(`auto:charge.created:${CHARGE}`, CHARGE)).toBeNull();
    expect(reminderStepOfKey('auto:reminder:other:1', CHARGE)).toBeNull();
  });

  it('tells an e-mail address from the WhatsApp number in a step’s recipients', () => {
    expect(wentByEmail('ana@cliente.dev, WhatsApp +5511987654321')).toBe(true);
    expect(wentByEmail('WhatsApp +5511987654321')).toBe(false);
    expect(wentByEmail(null)).toBe(false);
  });

  it('shows delivered and read with the time they happened', () => {
    const read = deliveryOf(message({ status: 'lida', lidaEm: at('2026-03-10T14:00:00Z') }));
    expect(read).toMatchObject({ statusLabel: 'Lida', error: null, at: at('2026-03-10T14:00:00Z') });
    const delivered = deliveryOf(message({ status: 'entregue', entregueEm: at('2026-03-10T13:01:00Z') }));
    expect(delivered).toMatchObject({ statusLabel: 'Entregue', at: at('2026-03-10T13:01:00Z') });
  });

  it('gives a failure its meaning in Portuguese, and says when the e-mail went instead', () => {
    const failed = deliveryOf(message({ status: 'falhou', erroCodigo: 131026, erro: 'x' }), true);
    expect(failed).toMatchObject({ statusLabel: 'Falhou', error: m.whatsapp.erros['131026'], emailInstead: true });
    const cancelled = deliveryOf(message({ status: 'cancelada', erro: m.whatsapp.recusas.semConsentimento }));
    expect(cancelled).toMatchObject({ error: m.whatsapp.recusas.semConsentimento, emailInstead: false });
  });

  it('puts each régua message on its step and the others beside, named', () => {
    const history = chargeWhatsAppHistory(
      CHARGE,
      [
        { etapa: -3, para: 'ana@cliente.dev, WhatsApp +5511987654321' },
        { etapa: 0, para: 'ana@cliente.dev' },
      ],
      [
        message({ id: 'a', status: 'entregue', entregueEm: at('2026-03-10T13:02:00Z') }),
        message({ id: 'b', etapa: 'cobranca.criada', chave: `auto:charge.created:${CHARGE}` }),
        message({
          id: 'c',
          etapa: 'link',
          via: 'link',
          status: 'aberta',
          chave: 'link:1',
          contexto: { tipo: 'cobranca' },
        }),
      ],
    );
    expect(history.steps[-3]).toMatchObject({ email: true, whatsapp: { id: 'a', statusLabel: 'Entregue' } });
    expect(history.steps[0]).toEqual({ email: true, whatsapp: null });
    expect(history.others.map((d) => d.label)).toEqual([
      m.whatsapp.etapas.cobranca_criada.nome,
      'Cobrança, pelo botão "Enviar por WhatsApp"',
    ]);
  });
});
