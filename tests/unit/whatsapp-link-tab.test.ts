import { describe, expect, it, vi } from 'vitest';
import { openLinkTab, showLink, type LinkTab } from '@/lib/whatsapp/link-tab';

describe('"Enviar por WhatsApp" opens its tab first (D207)', () => {
  it('answers the opened tab, and points it at the link cut from the back office', () => {
    const tab: LinkTab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    const opened = openLinkTab(open);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(opened).toEqual({ ok: true, tab });
    showLink(tab, 'https://wa.me/5521987654321?text=Ol%C3%A1');
    expect(tab).toMatchObject({ opener: null, location: { href: 'https://wa.me/5521987654321?text=Ol%C3%A1' } });
  });

  it('a blocked window (null) is told in Portuguese, with nothing sent or recorded', () => {
    expect(openLinkTab(() => null)).toEqual({
      ok: false,
      message:
        'O navegador bloqueou a janela do WhatsApp e nada foi enviado nem registrado. Permita janelas (pop-ups) para este site e clique de novo.',
    });
  });
});
