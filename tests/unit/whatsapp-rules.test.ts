import { describe, expect, it } from 'vitest';
import { emailAfterWhatsApp, planChannels } from '@/lib/whatsapp/channel';
import { classifyError, classifyNetworkError } from '@/lib/whatsapp/errors';
import {
  isQuiet,
  nextAllowedInstant,
  nextDayAllowedInstant,
  saoPauloDay,
  scheduleSend,
  underDailyCap,
} from '@/lib/whatsapp/schedule';
import { advanceStatus, isOptOutText, isServiceWindowOpen } from '@/lib/whatsapp/status';

/** An instant given as São Paulo wall-clock time (UTC−3 since 2019). */
const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const QUIET = { inicio: '20:00', fim: '08:00' };

describe('quiet hours on the São Paulo clock (D22)', () => {
  it('holds from 20:00 to 08:00 São Paulo time, whatever the server zone', () => {
    expect(isQuiet(sp('2026-03-10', '19:59'), QUIET)).toBe(false);
    expect(isQuiet(sp('2026-03-10', '20:00'), QUIET)).toBe(true);
    expect(isQuiet(sp('2026-03-10', '23:30'), QUIET)).toBe(true);
    expect(isQuiet(sp('2026-03-11', '07:59'), QUIET)).toBe(true);
    expect(isQuiet(sp('2026-03-11', '08:00'), QUIET)).toBe(false);
    // 22:30 UTC is 19:30 in São Paulo: allowed, though past 20:00 on a UTC clock.
    expect(isQuiet(new Date('2026-03-10T22:30:00Z'), QUIET)).toBe(false);
  });

  it('gives the next allowed instant: now, this morning, or tomorrow morning', () => {
    expect(nextAllowedInstant(sp('2026-03-10', '14:00'), QUIET)).toEqual(sp('2026-03-10', '14:00'));
    expect(nextAllowedInstant(sp('2026-03-10', '21:15'), QUIET)).toEqual(sp('2026-03-11', '08:00'));
    expect(nextAllowedInstant(sp('2026-03-11', '03:00'), QUIET)).toEqual(sp('2026-03-11', '08:00'));
    expect(nextAllowedInstant(sp('2026-03-31', '22:00'), QUIET)).toEqual(sp('2026-04-01', '08:00'));
    expect(nextAllowedInstant(sp('2026-12-31', '23:59'), QUIET)).toEqual(sp('2027-01-01', '08:00'));
  });

  it('takes other hours from the settings: a daytime interval, or none when both ends are equal', () => {
    const lunch = { inicio: '12:00', fim: '13:30' };
    expect(isQuiet(sp('2026-03-10', '12:45'), lunch)).toBe(true);
    expect(isQuiet(sp('2026-03-10', '21:00'), lunch)).toBe(false);
    expect(nextAllowedInstant(sp('2026-03-10', '12:45'), lunch)).toEqual(sp('2026-03-10', '13:30'));
    expect(isQuiet(sp('2026-03-10', '03:00'), { inicio: '00:00', fim: '00:00' })).toBe(false);
    expect(nextAllowedInstant(sp('2026-03-10', '22:00'), { inicio: '22:00', fim: '06:30' })).toEqual(
      sp('2026-03-11', '06:30'),
    );
  });
});

describe('the daily cap per client', () => {
  it('allows 3 a São Paulo day by default, then waits for the next morning', () => {
    expect(underDailyCap(2, 3)).toBe(true);
    expect(underDailyCap(3, 3)).toBe(false);
    expect(scheduleSend(sp('2026-03-10', '15:00'), QUIET, 2, 3)).toEqual(sp('2026-03-10', '15:00'));
    expect(scheduleSend(sp('2026-03-10', '15:00'), QUIET, 3, 3)).toEqual(sp('2026-03-11', '08:00'));
    expect(nextDayAllowedInstant(sp('2026-03-10', '01:00'), QUIET)).toEqual(sp('2026-03-11', '08:00'));
  });

  it('counts by São Paulo day, not by UTC day', () => {
    expect(saoPauloDay(new Date('2026-03-11T02:00:00Z'))).toEqual({
      start: sp('2026-03-10', '00:00'),
      end: sp('2026-03-11', '00:00'),
    });
  });
});

describe('the channel of a step', () => {
  const ready = { hasConsent: true, hasMobile: true };
  it('sends what the settings choose when the client opted in and has a mobile', () => {
    expect(planChannels('email', ready)).toEqual({ email: true, whatsapp: false });
    expect(planChannels('whatsapp', ready)).toEqual({ email: false, whatsapp: true });
    expect(planChannels('ambos', ready)).toEqual({ email: true, whatsapp: true });
  });

  it('falls back to e-mail without consent or without a mobile', () => {
    expect(planChannels('whatsapp', { hasConsent: false, hasMobile: true })).toEqual({
      email: true,
      whatsapp: false,
      reason: 'semConsentimento',
    });
    expect(planChannels('whatsapp', { hasConsent: true, hasMobile: false })).toEqual({
      email: true,
      whatsapp: false,
      reason: 'semCelular',
    });
    expect(planChannels('ambos', { hasConsent: false, hasMobile: false })).toMatchObject({
      email: true,
      whatsapp: false,
    });
  });

  it('sends the e-mail after a WhatsApp-only message that cannot arrive, not after a retry or a success', () => {
    expect(emailAfterWhatsApp('whatsapp', 'email')).toBe(true);
    expect(emailAfterWhatsApp('whatsapp', 'stop')).toBe(true);
    expect(emailAfterWhatsApp('whatsapp', 'retry')).toBe(false);
    expect(emailAfterWhatsApp('whatsapp', 'sent')).toBe(false);
    expect(emailAfterWhatsApp('ambos', 'email')).toBe(false);
  });
});

describe('Cloud API errors', () => {
  it('maps the documented codes to a decision and a Portuguese message', () => {
    expect(classifyError({ httpStatus: 400, code: 131026 })).toMatchObject({ decision: 'email', code: 131026 });
    expect(classifyError({ httpStatus: 400, code: 131047 }).decision).toBe('email');
    expect(classifyError({ httpStatus: 400, code: 130429 })).toEqual({
      decision: 'retry',
      code: 130429,
      message: 'Limite de envios da API atingido: a mensagem será enviada mais tarde.',
    });
    expect(classifyError({ httpStatus: 401, code: 190 })).toEqual({
      decision: 'stop',
      code: 190,
      message: 'Token de acesso do WhatsApp inválido ou expirado. Gere um novo token e atualize WHATSAPP_TOKEN.',
    });
    expect(classifyError({ httpStatus: 400, code: 132001 }).decision).toBe('stop');
  });

  it('retries a 429 and a 5xx, stops on an unknown 4xx', () => {
    expect(classifyError({ httpStatus: 429 }).decision).toBe('retry');
    expect(classifyError({ httpStatus: 503 }).decision).toBe('retry');
    expect(classifyError({ httpStatus: 400, code: 999999 })).toMatchObject({
      decision: 'stop',
      message: 'O WhatsApp recusou a mensagem (código 999999).',
    });
    expect(classifyNetworkError('rede').decision).toBe('retry');
    expect(classifyNetworkError('tempo').decision).toBe('email');
  });
});

describe('message status and replies', () => {
  it('moves a status only forward, whatever order the reports come in', () => {
    expect(advanceStatus('enviada', 'delivered')).toBe('entregue');
    expect(advanceStatus('entregue', 'read')).toBe('lida');
    expect(advanceStatus('lida', 'delivered')).toBeNull();
    expect(advanceStatus('lida', 'read')).toBeNull();
    expect(advanceStatus('enviada', 'failed')).toBe('falhou');
    expect(advanceStatus('lida', 'failed')).toBeNull();
    expect(advanceStatus('falhou', 'delivered')).toBe('entregue');
    expect(advanceStatus('cancelada', 'sent')).toBeNull();
  });

  it('opens the 24-hour window with the client’s last message', () => {
    const last = new Date('2026-03-10T12:00:00Z');
    expect(isServiceWindowOpen(last, new Date('2026-03-11T11:59:00Z'))).toBe(true);
    expect(isServiceWindowOpen(last, new Date('2026-03-11T12:00:00Z'))).toBe(false);
    expect(isServiceWindowOpen(null, new Date())).toBe(false);
  });

  it('reads SAIR and PARAR however they are typed, and nothing else', () => {
    for (const text of ['SAIR', 'sair', ' Sair! ', 'PARAR', 'parar.', 'Párar'])
      expect(isOptOutText(text), text).toBe(true);
    for (const text of ['quero sair', 'SAIR DAQUI', 'parei', '', null])
      expect(isOptOutText(text), String(text)).toBe(false);
  });
});
