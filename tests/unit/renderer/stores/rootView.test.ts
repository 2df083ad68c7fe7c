import { describe, expect, it } from 'vitest';
import { chooseRootView } from '../../../../src/renderer/stores/rootView';

describe('chooseRootView', () => {
  it('status 0 shows the app', () => {
    expect(chooseRootView({ status: 0, maintenance: false, regionRestriction: false })).toBe('app');
  });

  it('status 1 (or the maintenance flag) shows the maintenance page', () => {
    expect(chooseRootView({ status: 1, maintenance: true, regionRestriction: false })).toBe('maintenance');
    expect(chooseRootView({ status: 0, maintenance: true, regionRestriction: false })).toBe('maintenance');
  });

  it('status 2 (or the region flag) shows the region-block page', () => {
    expect(chooseRootView({ status: 2, maintenance: false, regionRestriction: true })).toBe('region');
    expect(chooseRootView({ status: 0, maintenance: false, regionRestriction: true })).toBe('region');
  });

  it('maintenance wins over a region block', () => {
    expect(chooseRootView({ status: 2, maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(chooseRootView({ status: 1, maintenance: false, regionRestriction: true })).toBe('maintenance');
  });
});
