import { describe, expect, it } from 'vitest';
import {
  bandScale,
  compactNumber,
  extentOf,
  labelEvery,
  linearScale,
  nearestIndex,
  niceStep,
  niceTicks,
} from '../../../../../src/renderer/components/charts/scales';

describe('chart scales', () => {
  it('maps a domain linearly onto a range, also inverted (SVG y grows downwards)', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(100)).toBe(0);
    expect(y(25)).toBe(150);
    expect(y(-50)).toBe(300);
    // A flat domain (every value equal) sits in the middle instead of dividing by zero.
    expect(linearScale([5, 5], [0, 10])(5)).toBe(5);
  });

  it('rounds the tick step to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(1234, 4)).toBe(500);
    expect(niceStep(0.9, 4)).toBe(0.25);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('makes round ticks that cover the data and always include zero', () => {
    expect(niceTicks(0, 95)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(-1200, 3100)).toEqual([-2000, 0, 2000, 4000]);
    // Only losses: the axis still reaches zero at the top.
    expect(niceTicks(-380, -20)).toEqual([-400, -300, -200, -100, 0]);
    // Nothing at all: an axis of 0..1, not a division by zero.
    expect(niceTicks(0, 0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    // Small steps do not drift (no 0.30000000000000004).
    expect(niceTicks(0, 0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('finds the extent of several series', () => {
    expect(
      extentOf([
        [3, -2],
        [10, 0],
      ]),
    ).toEqual([-2, 10]);
    expect(extentOf([])).toEqual([0, 0]);
  });

  it('splits a range into padded bands', () => {
    const bands = bandScale(4, [0, 400], 0.5);
    expect(bands.band).toBe(100);
    expect(bands.inner).toBe(50);
    expect(bands.start(0)).toBe(25);
    expect(bands.start(3)).toBe(325);
    expect(bandScale(0, [0, 400]).band).toBe(0);
  });

  it('finds the point nearest to the pointer, clamped to the ends', () => {
    const xs = [10, 35, 60, 85];
    expect(nearestIndex(xs, 0)).toBe(0);
    expect(nearestIndex(xs, 40)).toBe(1);
    expect(nearestIndex(xs, 50)).toBe(2);
    expect(nearestIndex(xs, 999)).toBe(3);
    expect(nearestIndex([], 40)).toBe(0);
  });

  it('prints axis figures short, in the reader language', () => {
    expect(compactNumber(1500, 'en')).toBe('1.5K');
    expect(compactNumber(-2_000_000, 'en')).toBe('-2M');
    expect(compactNumber(0, 'en')).toBe('0');
    expect(compactNumber(25_000, 'zh-CN')).toBe('2.5万');
  });

  it('thins x labels so about `room` of them fit', () => {
    expect(labelEvery(7, 10)).toBe(1);
    expect(labelEvery(24, 5)).toBe(5);
    expect(labelEvery(31, 4)).toBe(8);
    expect(labelEvery(10, 0)).toBe(1);
  });
});
