import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { WHATSAPP_SECTION, ZWhatsappSettings, type TWhatsappSettings } from '@/lib/settings/whatsapp';
import { FORBIDDEN } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { readSettings, writeSettings } from '@/server/settings/store';
import { saveWhatsAppSettings } from '@/server/whatsapp/settings-actions';
import { signInAsNewStaff } from '../support/staff';

/** /configuracoes/whatsapp's action (D22): admins save; bad input and members change nothing. */
let before: TWhatsappSettings;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  before = await readSettings(await getDb(), WHATSAPP_SECTION, ZWhatsappSettings);
});
afterAll(async () => {
  await writeSettings(await getDb(), WHATSAPP_SECTION, ZWhatsappSettings, before, null);
  for (const cleanup of cleanups) await cleanup();
});

const read = async () => readSettings(await getDb(), WHATSAPP_SECTION, ZWhatsappSettings);

describe('saveWhatsAppSettings', () => {
  it('saves a step’s channel, its template and the quiet hours', async () => {
    const admin = await signInAsNewStaff('admin');
    cleanups.push(admin.cleanup);
    const current = await read();
    const etapas = {
      ...current.etapas,
      'cobranca.lembrete': { canal: 'ambos' as const, template: 'lembrete_v2', idioma: 'pt_BR' },
    };
    const result = await saveWhatsAppSettings({ ...current, etapas, silencioInicio: '21:00' });
    expect(result).toEqual({ ok: true, data: { ok: true } });
    const saved = await read();
    expect(saved.etapas['cobranca.lembrete']).toEqual({ canal: 'ambos', template: 'lembrete_v2', idioma: 'pt_BR' });
    expect(saved.silencioInicio).toBe('21:00');
  });

  it('refuses a bad template name or hour with the field’s message, and a member', async () => {
    const current = await read();
    const bad = await saveWhatsAppSettings({
      ...current,
      etapas: { ...current.etapas, 'cobranca.recibo': { canal: 'whatsapp', template: 'Recibo Novo', idioma: 'pt_BR' } },
    });
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: { 'etapas.cobranca.recibo.template': m.whatsapp.settings.validation.template },
    });
    const hour = await saveWhatsAppSettings({ ...current, silencioFim: '25:00' });
    expect(hour).toMatchObject({ ok: false, fieldErrors: { silencioFim: m.whatsapp.settings.validation.hora } });
    expect((await read()).etapas['cobranca.recibo'].canal).toBe(current.etapas['cobranca.recibo'].canal);

    const member = await signInAsNewStaff('member');
    cleanups.push(member.cleanup);
    expect(await saveWhatsAppSettings(current)).toEqual({ ok: false, error: FORBIDDEN });
  });
});
