import { describe, expect, it } from 'vitest';
import { businessClock, businessDay, lastBusinessDays } from '../../../../src/renderer/agent/businessDay';

// 20:13 UTC on 27 November is already 04:13 on the 28th in Manila: the brand's business day,
// not the reader's calendar, decides which day a report opens on.
const LATE_UTC = new Date('2026-11-27T20:13:24Z');

describe('business days in the brand zone', () => {
  it('cut the day in the brand zone, not the reader’s', () => {
    expect(businessDay('Asia/Manila', LATE_UTC)).toBe('2026-11-28');
    expect(businessDay('UTC', LATE_UTC)).toBe('2026-11-27');
  });

  it('show the zone offset and wall clock of the brand', () => {
    expect(businessClock('Asia/Manila', LATE_UTC)).toBe('GMT+08:00 2026-11-28 04:13:24');
    expect(businessClock('UTC', LATE_UTC)).toBe('GMT+00:00 2026-11-27 20:13:24');
  });

  it('open ranges on the last n business days, today included, across a month end', () => {
    expect(lastBusinessDays('2026-12-02', 7)).toEqual({ from: '2026-11-26', to: '2026-12-02' });
    expect(lastBusinessDays('2026-11-28', 1)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
  });
});
