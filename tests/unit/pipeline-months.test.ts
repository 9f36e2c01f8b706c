import { describe, expect, it } from 'vitest';
import { byMonth, lastMonths, monthLabel, monthStart } from '@/lib/pipeline/months';

describe('overview months on the São Paulo calendar (D58)', () => {
  it('finds this month, last month and next month from a day', () => {
    expect(monthStart('2026-03-31')).toBe('2026-03-01');
    expect(monthStart('2026-03-31', -1)).toBe('2026-02-01');
    expect(monthStart('2026-01-15', -1)).toBe('2025-12-01');
    expect(monthStart('2026-12-15', 1)).toBe('2027-01-01');
  });
  it('lists the last 12 months, oldest first, and fills empty ones with 0', () => {
    const months = lastMonths('2026-03-10', 12);
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['2025-04', '2026-03']);
    expect(byMonth(['2026-01', '2026-02'], [{ mes: '2026-02', total: 5 }])).toEqual([0, 5]);
    expect(monthLabel('2026-03')).toBe('mar/26');
  });
});
