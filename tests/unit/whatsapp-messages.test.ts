import { describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { ZWhatsappSettings, ZWhatsappSettingsForm } from '@/lib/settings/whatsapp';
import { placeholders, renderMessage, templateBody, templateParameters } from '@/lib/whatsapp/render';
import { messageRequestBody } from '@/lib/whatsapp/request';
import {
  AUTOMATIC_STEPS,
  LINK_KINDS,
  STEP_CATEGORY,
  defaultLinkText,
  stepText,
  stepVariables,
} from '@/lib/whatsapp/steps';

/** The placeholders each e-mail of the same document uses today (messages/pt-BR*.json). */
const EMAIL_PLACEHOLDERS = {
  charge: ['cliente', 'titulo', 'valor', 'vencimento', 'link', 'pix', 'multa', 'juros', 'total'],
  receipt: ['cliente', 'valor', 'titulo', 'date', 'link', 'agency'],
  signature: ['recipient', 'agency', 'name', 'link', 'expires'],
  proposal: ['nome', 'cliente', 'link'],
  portal: ['nome', 'agency', 'link', 'date'],
};

describe('message templates', () => {
  it('fills the e-mail placeholders and drops a paragraph whose value is empty', () => {
    const values = { cliente: 'Ana', titulo: 'Site', valor: 'R$ 10,00', vencimento: '05/03/2026', link: 'L' };
    expect(renderMessage(defaultLinkText('cobranca'), { ...values, pix: '000201PIX' })).toBe(
      'Olá, Ana! Segue a cobrança "Site" de R$ 10,00, com vencimento em 05/03/2026: L\n\nPix copia e cola:\n000201PIX',
    );
    expect(renderMessage(defaultLinkText('cobranca'), { ...values, pix: '' })).toBe(
      'Olá, Ana! Segue a cobrança "Site" de R$ 10,00, com vencimento em 05/03/2026: L',
    );
    expect(renderMessage('Oi {clinete}', { cliente: 'Ana' })).toBe('Oi {clinete}');
  });

  it('numbers the variables for Meta and sends the values in that order, folded to one line', () => {
    expect(templateBody('Olá, {cliente}! {valor} até {vencimento}. {cliente}, obrigado.')).toBe(
      'Olá, {{1}}! {{2}} até {{3}}. {{1}}, obrigado.',
    );
    expect(placeholders('{a} {b} {a}')).toEqual(['a', 'b']);
    expect(templateParameters(['b', 'a', 'c'], { a: 'x\n\ny', b: '  muitos     espaços ', c: '' })).toEqual([
      'muitos espaços',
      'x y',
      '-',
    ]);
  });

  it('uses only the placeholders of the e-mail of the same document in every default text', () => {
    const allowed: Record<string, string[]> = {
      'cobranca.criada': EMAIL_PLACEHOLDERS.charge,
      'cobranca.lembrete': EMAIL_PLACEHOLDERS.charge,
      'cobranca.atraso': EMAIL_PLACEHOLDERS.charge,
      'cobranca.recibo': EMAIL_PLACEHOLDERS.receipt,
      'assinatura.pedido': EMAIL_PLACEHOLDERS.signature,
      'assinatura.lembrete': EMAIL_PLACEHOLDERS.signature,
      'assinatura.codigo': ['codigo'],
      'proposta.acompanhamento': EMAIL_PLACEHOLDERS.proposal,
      'portal.link': EMAIL_PLACEHOLDERS.portal,
      cobranca: EMAIL_PLACEHOLDERS.charge,
      pagamento: EMAIL_PLACEHOLDERS.charge,
      proposta: EMAIL_PLACEHOLDERS.proposal,
      contrato: EMAIL_PLACEHOLDERS.proposal,
      assinatura: EMAIL_PLACEHOLDERS.signature,
      portal: EMAIL_PLACEHOLDERS.portal,
    };
    for (const step of AUTOMATIC_STEPS) expect(stepVariables(step), step).toSatisfy(within(allowed[step]));
    for (const kind of LINK_KINDS) expect(placeholders(defaultLinkText(kind)), kind).toSatisfy(within(allowed[kind]));
    expect(stepVariables('cobranca.criada')).toEqual(['cliente', 'titulo', 'valor', 'vencimento', 'link', 'pix']);
    expect(placeholders(defaultLinkText('cobranca'))).toContain('pix');
  });

  it('keeps every utility template registrable: no variable at its start or end, under 1,024 characters', () => {
    for (const step of AUTOMATIC_STEPS) {
      if (STEP_CATEGORY[step] !== 'UTILITY') continue;
      const body = templateBody(stepText(step));
      expect(body, step).not.toMatch(/^\{\{|\}\}$/);
      expect(body, step).not.toMatch(/\}\}\s*\{\{/);
      expect(body.length, step).toBeLessThan(1024);
    }
  });
});

describe('the whatsapp settings section', () => {
  it('reads nothing saved as e-mail for every step, 20:00–08:00 and 3 a day', () => {
    const s = ZWhatsappSettings.parse({});
    expect(s.silencioInicio).toBe('20:00');
    expect(s.silencioFim).toBe('08:00');
    expect(s.limiteDiario).toBe(3);
    expect(s.etapas['cobranca.lembrete']).toEqual({ canal: 'email', template: 'cobranca_lembrete', idioma: 'pt_BR' });
    expect(s.textos.proposta).toBe(m.whatsapp.links.proposta);
  });

  it('falls back to the default of a stored value that no longer parses, field by field', () => {
    const s = ZWhatsappSettings.parse({
      silencioInicio: '25:00',
      limiteDiario: 'muitos',
      etapas: { 'cobranca.criada': { canal: 'whatsapp', template: 'Nome Ruim' }, 'portal.link': 'x' },
      textos: { portal: '' },
    });
    expect(s.silencioInicio).toBe('20:00');
    expect(s.limiteDiario).toBe(3);
    expect(s.etapas['cobranca.criada']).toEqual({ canal: 'whatsapp', template: 'cobranca_criada', idioma: 'pt_BR' });
    expect(s.etapas['portal.link'].canal).toBe('email');
    expect(s.textos.portal).toBe(m.whatsapp.links.portal);
  });

  it('refuses bad input on the form with Portuguese messages', () => {
    const valid = ZWhatsappSettings.parse({});
    expect(ZWhatsappSettingsForm.safeParse(valid).success).toBe(true);
    const bad = ZWhatsappSettingsForm.safeParse({
      ...valid,
      silencioFim: '8h',
      limiteDiario: 0,
      etapas: { ...valid.etapas, 'cobranca.atraso': { canal: 'whatsapp', template: 'Cobrança', idioma: 'português' } },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Use o formato HH:MM, ex.: 20:00.',
      'Limite diário: de 1 a 20 mensagens por cliente.',
      'Nome do modelo: letras minúsculas, números e _ (ex.: cobranca_criada).',
      'Idioma: o código do WhatsApp, ex.: pt_BR.',
    ]);
  });
});

function within(allowed: string[]) {
  return (used: string[]) => used.length > 0 && used.every((key) => allowed.includes(key));
}

describe('the Cloud API request body', () => {
  it('sends a template by name and language with its body parameters as text', () => {
    expect(
      messageRequestBody({
        kind: 'template',
        to: '5511987654321',
        name: 'cobranca_criada',
        language: 'pt_BR',
        parameters: ['Ana', 'R$ 10,00'],
      }),
    ).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'template',
      template: {
        name: 'cobranca_criada',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: 'R$ 10,00' },
            ],
          },
        ],
      },
    });
  });

  it('puts an authentication code in its copy-code button too, and free text as a text message', () => {
    const auth = messageRequestBody({
      kind: 'template',
      to: '5511987654321',
      name: 'assinatura_codigo',
      language: 'pt_BR',
      parameters: ['123456'],
      codeButton: true,
    });
    expect(auth.type === 'template' && auth.template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '123456' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '123456' }] },
    ]);
    expect(messageRequestBody({ kind: 'text', to: '5511987654321', text: 'Oi' })).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'text',
      text: { preview_url: true, body: 'Oi' },
    });
    const bare = messageRequestBody({ kind: 'template', to: '1', name: 'x', language: 'pt_BR', parameters: [] });
    expect(bare.type === 'template' && 'components' in bare.template).toBe(false);
  });
});
