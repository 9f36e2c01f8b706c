import { describe, expect, it } from 'vitest';
import { TIMELINE_KINDS } from '@/lib/timeline/kinds';
import { timelineLabel } from '@/lib/timeline/labels';

describe('timelineLabel', () => {
  it('gives every kind a Portuguese label from the catalogue, never the raw key', () => {
    for (const kind of TIMELINE_KINDS) {
      const label = timelineLabel(kind);
      expect(label, kind).toBeTruthy();
      expect(label, kind).not.toBe(kind);
    }
    expect(timelineLabel('charge.paid')).toMatch(/paga|pago/i);
  });

  it('fills the number a label names (D245), and shows "?" when the entry has none', () => {
    expect(timelineLabel('nfse.issued', { numero: 12 })).toBe('NFS-e nº 12 emitida');
    expect(timelineLabel('nfse.cancelled', { numero: '12' })).toBe('NFS-e nº 12 cancelada');
    expect(timelineLabel('nfse.issued', { numero: null })).toBe('NFS-e nº ? emitida');
    expect(timelineLabel('nfse.issued')).toBe('NFS-e nº ? emitida');
    for (const kind of TIMELINE_KINDS) expect(timelineLabel(kind, { numero: 3 }), kind).not.toMatch(/[{}]/);
  });

  it('shows an unknown kind as itself', () => {
    expect(timelineLabel('algo.novo')).toBe('algo.novo');
  });
});
