import { action, computed, makeObservable, observable } from 'mobx';
import { AGENT_ROLES, TRIAL_ROLE } from '../../shared/constants';
import { SESSION_KEYS } from '../../shared/storage-keys';

/**
 * The visitor's session, mirrored from sessionStorage under the spec's keys. A token means a
 * session exists; member info (a later issue) fills in the rest after login.
 */
export class SessionStore {
  token = '';
  account = '';
  /** Member type from the session's `isAgent` key (1, 2, 41, 42 agents; 4 trial). */
  memberType: number | null = null;
  /** The merchant code this browser session belongs to; survives logout. */
  merchant = '';

  constructor(private readonly storage: Storage) {
    makeObservable(this, {
      token: observable,
      account: observable,
      memberType: observable,
      merchant: observable,
      isLogin: computed,
      isAgent: computed,
      isTrial: computed,
      readFromStorage: action,
      setMerchant: action,
      startSession: action,
      logout: action,
    });
    this.readFromStorage();
  }

  get isLogin(): boolean {
    return this.token !== '';
  }

  get isAgent(): boolean {
    return this.memberType !== null && (AGENT_ROLES as readonly number[]).includes(this.memberType);
  }

  /** A free-play account: no real-money features. */
  get isTrial(): boolean {
    return this.memberType === TRIAL_ROLE;
  }

  readFromStorage(): void {
    const s = this.storage;
    this.token = s.getItem(SESSION_KEYS.token) ?? '';
    this.account = s.getItem(SESSION_KEYS.account) ?? '';
    const type = Number.parseInt(s.getItem(SESSION_KEYS.isAgent) ?? '', 10);
    this.memberType = Number.isNaN(type) ? null : type;
    this.merchant = s.getItem(SESSION_KEYS.merchant) ?? '';
  }

  /** Records the merchant (from the desktop config or the brand) in both session keys. */
  setMerchant(code: string): void {
    if (!code) return;
    this.merchant = code;
    this.storage.setItem(SESSION_KEYS.merchant, code);
    this.storage.setItem(SESSION_KEYS.merchantCode, code);
  }

  /** Stores a fresh login (the login flow arrives in a later issue). */
  startSession(token: string, account: string, memberType: number): void {
    this.storage.setItem(SESSION_KEYS.token, token);
    this.storage.setItem(SESSION_KEYS.account, account);
    this.storage.setItem(SESSION_KEYS.isAgent, String(memberType));
    this.readFromStorage();
  }

  /** Ends the session locally: clears sessionStorage, then writes the merchant keys back. */
  logout(): void {
    const merchant = this.merchant;
    this.storage.clear();
    this.token = '';
    this.account = '';
    this.memberType = null;
    this.setMerchant(merchant);
  }
}
