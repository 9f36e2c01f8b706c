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

  it('shows an unknown kind as itself', () => {
    expect(timelineLabel('algo.novo')).toBe('algo.novo');
  });
});
