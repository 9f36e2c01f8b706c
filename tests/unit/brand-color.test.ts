import { describe, expect, it } from 'vitest';
import { contrastOnWhite, contrastRatio, formatRatio, readableOn } from '@/lib/brand/color';
import { renderEmailHtml } from '@/lib/email/layout';
import { agencyProfileText } from '@/messages/agency';
import { ZAgencia, ZAgenciaForm } from '@/lib/settings/agencia';

describe('the brand colour (D274)', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastOnWhite('#2563eb')).toBeCloseTo(5.17, 2);
    expect(formatRatio(contrastOnWhite('#777777'))).toBe('4,4:1');
  });

  it('writes on the colour in white or ink, whichever reads', () => {
    expect(readableOn('#3b3bd6')).toBe('#ffffff');
    expect(readableOn('#ffd700')).toBe('#111827');
  });

  it('refuses a colour under 3:1 on white, with a reason, and keeps the product indigo by default', () => {
    const form = (corMarca: string) => ZAgenciaForm.shape.corMarca.safeParse(corMarca);
    expect(form('#3b3bd6').success).toBe(true);
    expect(form('#949494').success).toBe(true);
    const yellow = form('#ffd700');
    expect(yellow.success).toBe(false);
    expect(yellow.error?.issues[0].message).toBe(agencyProfileText.errors.corContraste);
    expect(form('azul').error?.issues[0].message).toBe(agencyProfileText.errors.cor);
    expect(ZAgencia.parse({}).corMarca).toBe('#3b3bd6');
  });

  it("paints the e-mail band, rule and links in the agency's colour", () => {
    const html = renderEmailHtml({
      agencyName: 'Aurora',
      color: '#0f766e',
      subject: 'S',
      text: 'Veja https://a.dev/p/x',
      footer: 'f',
    });
    expect(html).toContain('background:#0f766e;color:#ffffff');
    expect(html).toContain('border-top:4px solid #0f766e');
    expect(html).toContain('<a href="https://a.dev/p/x" style="color:#0f766e"');
  });
});
