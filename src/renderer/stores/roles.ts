import { AGENT_CENTRE_ROLES, AGENT_ROLES, TRIAL_ROLE } from '../../shared/constants';

/**
 * Roles of spec section 6, derived from the member type (the session's isAgent value) and the
 * member info's isTrial flag. Pure functions so every screen asks the same question the same way.
 */

/** Agent-related types (1, 2, 4, 41, 42): the session's isAgent is true for these. */
export function isAgentType(type: number | null): boolean {
  return type !== null && (AGENT_ROLES as readonly number[]).includes(type);
}

/** Only 1, 2, 41 and 42 may open the agent (account) centre. */
export function canOpenAgentCentre(type: number | null): boolean {
  return type !== null && (AGENT_CENTRE_ROLES as readonly number[]).includes(type);
}

/** A trial (free-play) account: type 4 or the member info's isTrial flag. */
export function isTrialAccount(type: number | null, isTrialFlag: boolean): boolean {
  return type === TRIAL_ROLE || isTrialFlag;
}

/**
 * The member centre needs a session known not to be a trial account. Between a new token and
 * its member info the type is unknown (null): nothing of the member centre is offered or loaded
 * then, or a trial account's first moments would call its inbox and be refused (403).
 */
export function canOpenMemberCentre(hasToken: boolean, type: number | null, isTrialFlag: boolean): boolean {
  return hasToken && type !== null && !isTrialAccount(type, isTrialFlag);
}
