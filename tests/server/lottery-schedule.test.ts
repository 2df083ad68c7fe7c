// Lottery schedules (issue 19): real draws at a time of day on their weekdays (Sunday 1) in the
// draw's own zone, fast draws every interval numbered within the local day, lock times, and the
// day, month and week boundaries.
import { describe, expect, it } from 'vitest';
import { numeroOf, plannedIssues, weekdayOf, type Schedule } from '../../src/server/modules/lottery/schedule';

const at = (iso: string) => Date.parse(iso);
const iso = (date: Date) => date.toISOString();

const XSMB: Schedule = {
  kind: 'real',
  timeZone: 'Asia/Ho_Chi_Minh',
  drawDays: [1, 2, 3, 4, 5, 6, 7],
  drawTime: '18:15',
  intervalSeconds: null,
  lockSeconds: 900,
};
const SEA4D: Schedule = { ...XSMB, timeZone: 'Asia/Kuala_Lumpur', drawDays: [4, 7, 1], drawTime: '19:00' };
const FAST1: Schedule = { ...XSMB, kind: 'house', drawTime: null, intervalSeconds: 60, lockSeconds: 10 };

describe('lottery schedules', () => {
  it('numbers weekdays from Sunday 1 to Saturday 7', () => {
    expect(weekdayOf(2026, 10, 29)).toBe(1); // Sunday 29 November 2026
    expect(weekdayOf(2026, 10, 30)).toBe(2);
    expect(weekdayOf(2026, 10, 28)).toBe(7); // Saturday
  });

  it('plans a daily draw at 18:15 Hanoi time across a month boundary, each issue opening at the draw before', () => {
    // Saturday 28 November, 19:00 in Hanoi: that day's draw is over.
    const issues = plannedIssues(XSMB, at('2026-11-28T12:00:00Z'));
    expect(issues).toHaveLength(8);
    expect(issues.slice(0, 4).map((issue) => issue.numero)).toEqual(['20261129', '20261130', '20261201', '20261202']);
    const [first, second] = issues;
    expect(iso(first!.drawsAt)).toBe('2026-11-29T11:15:00.000Z');
    expect(iso(first!.locksAt)).toBe('2026-11-29T11:00:00.000Z');
    expect(iso(first!.opensAt)).toBe('2026-11-28T11:15:00.000Z');
    expect(iso(second!.opensAt)).toBe(iso(first!.drawsAt));
  });

  it('draws a weekly schedule only on its weekdays, across the week boundary', () => {
    // Friday 27 November: next are Saturday 28, Sunday 29, Wednesday 2 December (19:00 in Kuala Lumpur).
    const issues = plannedIssues(SEA4D, at('2026-11-27T00:00:00Z'));
    expect(issues.map((issue) => issue.numero)).toEqual(['20261128', '20261129', '20261202']);
    expect(iso(issues[0]!.drawsAt)).toBe('2026-11-28T11:00:00.000Z');
    // Wednesday's issue opens at Sunday's draw (no draw on Monday or Tuesday).
    expect(iso(issues[2]!.opensAt)).toBe('2026-11-29T11:00:00.000Z');
    // The issue after Friday opens at the Wednesday before it (25 November).
    expect(iso(issues[0]!.opensAt)).toBe('2026-11-25T11:00:00.000Z');
  });

  it('numbers fast draws within the local day, the first at local midnight even while UTC is on the day before', () => {
    expect(numeroOf(FAST1, at('2026-11-28T16:59:00Z'))).toBe('20261128-1440');
    expect(numeroOf(FAST1, at('2026-11-28T17:00:00Z'))).toBe('20261129-0001');
    expect(numeroOf(FAST1, at('2026-11-28T17:01:00Z'))).toBe('20261129-0002');
    const issues = plannedIssues(FAST1, at('2026-11-28T16:58:30Z'));
    expect(issues).toHaveLength(15);
    expect(issues.slice(0, 3).map((issue) => issue.numero)).toEqual([
      '20261128-1440',
      '20261129-0001',
      '20261129-0002',
    ]);
    expect(iso(issues[0]!.drawsAt)).toBe('2026-11-28T16:59:00.000Z');
    expect(iso(issues[0]!.locksAt)).toBe('2026-11-28T16:58:50.000Z');
    expect(iso(issues[0]!.opensAt)).toBe('2026-11-28T16:58:00.000Z');
  });
});
