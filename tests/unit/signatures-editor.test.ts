import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  defaultFieldLabel,
  moveField,
  newField,
  PALETTE_TYPES,
  toPercent,
} from '@/lib/signatures/editor';
import { FIELD_TYPES } from '@/lib/signatures/fields';
import {
  ALL_FAILED,
  chainExhausted,
  chainReducer,
  emptinessCheckDelay,
  initialChain,
  METHOD_TIMEOUT,
  nextMethod,
  type ChainState,
} from '@/lib/signatures/pdf-fallback';
import { isEditable, recipientLabel, signatureStatusStyle } from '@/lib/signatures/status';
import {
  defaultDocumentName,
  hasPdfHeader,
  hasPdfTrailer,
  looksLikePdf,
  MAX_UPLOAD_BYTES,
} from '@/lib/signatures/upload';
import { ZSaveSignatureFields } from '@/lib/validation/signature-fields';

const enc = (s: string) => new TextEncoder().encode(s);

describe('signature status (document 001 §4, §2.4)', () => {
  it('labels every status and falls back to Rascunho', () => {
    expect(['draft', 'sent', 'signed', 'expired', 'cancelled'].map((s) => signatureStatusStyle(s).label)).toEqual([
      'Rascunho',
      'Enviado',
      'Assinado',
      'Expirado',
      'Cancelado',
    ]);
    expect(signatureStatusStyle('whatever').key).toBe('draft');
  });
  it('offers Editar and Enviar on drafts only', () => {
    expect(isEditable('draft')).toBe(true);
    expect(['sent', 'signed', 'expired', 'cancelled'].some(isEditable)).toBe(false);
  });
  it('shows the recipient name, else the e-mail, else -', () => {
    expect(recipientLabel({ recipientName: 'Ana', recipientEmail: 'a@b.c' })).toBe('Ana');
    expect(recipientLabel({ recipientName: '  ', recipientEmail: 'a@b.c' })).toBe('a@b.c');
    expect(recipientLabel({ recipientName: null, recipientEmail: null })).toBe('-');
  });
});

describe('upload rules (document 001 §5, §9)', () => {
  it('limits files to 10485760 bytes', () => expect(MAX_UPLOAD_BYTES).toBe(10485760));
  it('accepts the PDF MIME type, or a .pdf name when the browser gives none', () => {
    expect(looksLikePdf({ name: 'a.png', type: 'application/pdf' })).toBe(true);
    expect(looksLikePdf({ name: 'a.PDF', type: '' })).toBe(true);
    expect(looksLikePdf({ name: 'a.pdf', type: 'image/png' })).toBe(false);
  });
  it('names the document after the file without .pdf', () => {
    expect(defaultDocumentName('Contrato Final.PDF')).toBe('Contrato Final');
    expect(defaultDocumentName('notas.pdf.txt')).toBe('notas.pdf.txt');
  });
  it('recognises the PDF header and the end-of-file marker', () => {
    expect(hasPdfHeader(enc('%PDF-1.7\n...'))).toBe(true);
    expect(hasPdfHeader(enc('\x89PNG...'))).toBe(false);
    expect(hasPdfTrailer(enc('...startxref\n123\n%%EOF\n'))).toBe(true);
    expect(hasPdfTrailer(enc('%PDF-1.7\n1 0 obj'))).toBe(false);
  });
});

describe('field editor (document 001 §4, §5, §9)', () => {
  it('keeps the palette equal to the field types', () => expect([...PALETTE_TYPES]).toEqual([...FIELD_TYPES]));
  it('clamps positions to 0–85%', () => {
    expect(clampPosition(-3)).toBe(0);
    expect(clampPosition(90)).toBe(85);
    expect(clampPosition(12.3456)).toBe(12.35);
    expect(clampPosition(Number.NaN)).toBe(0);
  });
  it('makes a new field 15% × 5%, required, clamped, on the given page', () => {
    expect(newField('k', 'signature', 'Assinatura', 95, -4, 1)).toEqual({
      key: 'k',
      fieldType: 'signature',
      label: 'Assinatura',
      xPosition: 85,
      yPosition: 0,
      width: 15,
      height: 5,
      pageNumber: 1,
      isRequired: true,
      placeholder: null,
    });
    expect(newField('k', 'text', 'Texto', 10, 20, 2).pageNumber).toBe(2);
  });
  it('moves a field by pixels as percent of the page, clamped', () => {
    const field = newField('k', 'date', 'Data', 10, 10, 1);
    expect(moveField(field, 100, 50, { width: 500, height: 1000 })).toMatchObject({ xPosition: 30, yPosition: 15 });
    expect(moveField(field, 5000, -5000, { width: 500, height: 1000 })).toMatchObject({ xPosition: 85, yPosition: 0 });
    expect(toPercent(50, 200)).toBe(25);
  });
  it('numbers repeated labels', () => {
    expect(defaultFieldLabel('CPF', [])).toBe('CPF');
    expect(defaultFieldLabel('CPF', [{ label: 'CPF' }, { label: 'CPF 2' }])).toBe('CPF 3');
  });
  it('validates a save on the server with the same schema', () => {
    const field = {
      fieldType: 'cpf',
      label: 'CPF',
      xPosition: 10,
      yPosition: 20,
      width: 15,
      height: 5,
      pageNumber: 2,
      isRequired: false,
    };
    const documentId = '6f1d8c8e-2b7a-4a8e-9a4e-0c3b7b1f2d11';
    expect(ZSaveSignatureFields.safeParse({ documentId, fields: [field] }).success).toBe(true);
    expect(ZSaveSignatureFields.safeParse({ documentId, fields: [{ ...field, xPosition: 86 }] }).success).toBe(false);
    expect(ZSaveSignatureFields.safeParse({ documentId, fields: [{ ...field, fieldType: 'photo' }] }).success).toBe(
      false,
    );
    expect(ZSaveSignatureFields.safeParse({ documentId, fields: [{ ...field, pageNumber: 0 }] }).success).toBe(false);
    expect(ZSaveSignatureFields.safeParse({ documentId: 'x', fields: [] }).success).toBe(false);
  });
});

describe('PDF viewer fallback chain (document 001 §4, §9)', () => {
  it('has the time-outs and emptiness checks of §9', () => {
    expect(METHOD_TIMEOUT).toEqual({ iframe: 5000, restricted: 3000, object: 4000, newTab: null });
    expect(emptinessCheckDelay('iframe')).toBe(3000);
    expect(emptinessCheckDelay('restricted')).toBe(2000);
    expect(emptinessCheckDelay('object')).toBe(3000);
    expect(emptinessCheckDelay('newTab')).toBeNull();
    expect(nextMethod('iframe')).toBe('restricted');
    expect(nextMethod('newTab')).toBeNull();
  });
  it('tries iframe, restricted iframe, object and new tab, then reports all failed', () => {
    let chain: ChainState = chainReducer(initialChain, { type: 'start' });
    const seen = [chain.method];
    for (let i = 0; i < 4; i++) {
      chain = chainReducer(chainReducer(chain, { type: 'fail', reason: 'timeout' }), { type: 'advance' });
      if (chain.state === 'loading') seen.push(chain.method);
    }
    expect(seen).toEqual(['iframe', 'restricted', 'object', 'newTab']);
    expect(chain.tried).toBe(4);
    expect(chain.log.at(-1)).toBe(ALL_FAILED);
    expect(chainExhausted(chain)).toBe(true);
  });
  it('stops at the first success, and a forced method does not move on', () => {
    const ok = chainReducer(chainReducer(initialChain, { type: 'start' }), { type: 'success' });
    expect(ok.state).toBe('success');
    expect(chainReducer(ok, { type: 'fail', reason: 'late' }).state).toBe('success');
    const forced = chainReducer(chainReducer(initialChain, { type: 'start', method: 'object', forced: true }), {
      type: 'fail',
      reason: 'error',
    });
    expect(chainExhausted(chainReducer(forced, { type: 'advance' }))).toBe(true);
  });
});
