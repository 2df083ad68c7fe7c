import { describe, expect, it } from 'vitest';
import {
  canOpenAgentCentre,
  canOpenMemberCentre,
  isAgentType,
  isTrialAccount,
} from '../../../../src/renderer/stores/roles';

describe('roles of spec section 6', () => {
  it.each([
    [null, false, false, false],
    [0, false, false, false],
    [1, true, true, false],
    [2, true, true, false],
    [4, true, false, true],
    [41, true, true, false],
    [42, true, true, false],
    [3, false, false, false],
  ])('member type %s: agent %s, agent centre %s, trial %s', (type, agent, centre, trial) => {
    expect(isAgentType(type)).toBe(agent);
    expect(canOpenAgentCentre(type)).toBe(centre);
    expect(isTrialAccount(type, false)).toBe(trial);
  });

  it('the isTrial flag makes any member a trial account', () => {
    expect(isTrialAccount(0, true)).toBe(true);
  });

  it('the member centre needs a token and a real account', () => {
    expect(canOpenMemberCentre(false, 0, false)).toBe(false);
    expect(canOpenMemberCentre(true, 0, false)).toBe(true);
    expect(canOpenMemberCentre(true, 1, false)).toBe(true);
    expect(canOpenMemberCentre(true, 4, false)).toBe(false);
    expect(canOpenMemberCentre(true, 0, true)).toBe(false);
  });

  it('offers nothing of the member centre while the type of a new session is still unknown', () => {
    expect(canOpenMemberCentre(true, null, false)).toBe(false);
  });
});
