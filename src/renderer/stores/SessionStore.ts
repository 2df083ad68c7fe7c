import type { ServiceChannel } from '../../shared/ipc/contract';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { LoginRequest, MemberInfo, RegisterRequest, SessionValue } from '../../shared/api/auth';
import type { LoginPath, SocialProvider } from '../../shared/api/auth-rules';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { ERROR_CODES } from '../../shared/api/error-codes';
import type { WhitelabelFlag } from '../../shared/api/system-rules';
import { DEVICES, VIP_RANK_LEVEL_ABOVE } from '../../shared/constants';
import { SESSION_KEYS } from '../../shared/storage-keys';
import { isApiError, type Api } from '../api';
import type { Platform } from '../platform';
import { CaptchaStore } from './CaptchaStore';
import { canOpenAgentCentre, canOpenMemberCentre, isAgentType, isTrialAccount } from './roles';
import type { DialogText, UiStore } from './UiStore';

/** The calls the session needs (a fake in tests). */
export type SessionApi = Pick<
  Api,
  | 'login'
  | 'sendLoginSms'
  | 'freePlay'
  | 'logout'
  | 'resumeSession'
  | 'exchangeSocialCode'
  | 'getCaptcha'
  | 'getMemberInfo'
  | 'register'
  | 'registerMobile'
  | 'sendRegisterSms'
  | 'checkAffiliate'
  | 'changePassword'
  | 'forgotPasswordByEmail'
  | 'setPasswordByPhone'
>;

export interface SessionDeps {
  storage: Storage;
  api: SessionApi;
  platform: Pick<Platform, 'kind' | 'getRememberToken' | 'setRememberToken' | 'clearRememberToken'>;
  ui: Pick<UiStore, 'openModal' | 'closeModal' | 'showDialog' | 'navigate' | 'modal'>;
  /** Whitelabel flags of the brand (PWDEXPFORCECHANGE3 ...). */
  isEnabled: (flag: WhitelabelFlag) => boolean;
  /** The page's URL: registerUrl, the registration domain and the social login's way back. */
  pageUrl?: () => string;
  /** Full-page navigation, for the social login's redirect to the identity provider. */
  redirect?: (url: string) => void;
  /** Where the API lives ('' = same origin). */
  apiBaseUrl?: string;
}

/** The logout call is fire-and-forget: the session ends locally after at most this long. */
const LOGOUT_WAIT_MS = 2_000;

export interface LoginInput {
  /** 'sms' logs in with an SMS code; '' is the automatic login after a reset by phone. */
  type: 'username' | 'sms' | '';
  /** The username, or the mobile number for SMS logins. */
  username: string;
  /** The password, or the SMS code. */
  password: string;
  countryDialingCode?: string;
  captcha?: string;
  remember?: boolean;
  loginPath?: LoginPath;
}

/** What happened after a successful login. */
export type LoginOutcome = 'done' | 'changePassword';

/** The message of a failed call as a dialog text: its translation, or the server's words. */
export function dialogTextOf(error: unknown): DialogText {
  if (isApiError(error) && error.i18nKey !== 'errors.unknown') return { key: error.i18nKey };
  if (isApiError(error) && error.message) return { text: error.message };
  return { key: 'errors.unknown' };
}

/**
 * The visitor's session, mirrored from sessionStorage under the spec's keys, and every account
 * flow: login (password, SMS, free play, social), registration, password changes and resets,
 * logout, remember-me and the role checks of spec section 6. No password is ever written to
 * any storage; the one kept in memory for a forced change is dropped as soon as it is used.
 */
export class SessionStore {
  token = '';
  account = '';
  /** Member type from the session's `isAgent` key (1, 2, 41, 42 agents; 4 trial). */
  memberType: number | null = null;
  /** The merchant code this browser session belongs to; survives logout. */
  merchant = '';
  memberInfo: MemberInfo | null = null;
  /** True while the boot step resumes or re-reads a session (the route guard waits). */
  restoring = false;
  /** Set by a first login; later issues show the first-login notice from it. */
  firstLogin = false;
  /** The old password of a forced change is known (typed just now), so its field is hidden. */
  oldPasswordKnown = false;
  readonly captcha: CaptchaStore;
  private knownPassword: string | null = null;
  /** Where a password change goes: an agent-page login's forced change still ends at /agentHome. */
  private afterPasswordChange = '/';
  private readonly storage: Storage;

  constructor(private readonly deps: SessionDeps) {
    this.storage = deps.storage;
    this.captcha = new CaptchaStore(() => deps.api.getCaptcha());
    makeObservable<SessionStore, 'forgetKnownPassword'>(this, {
      token: observable,
      account: observable,
      memberType: observable,
      merchant: observable,
      memberInfo: observableRef,
      restoring: observable,
      firstLogin: observable,
      oldPasswordKnown: observable,
      isLogin: computed,
      accountReady: computed,
      passwordChangeRequired: computed,
      isAgent: computed,
      isTrial: computed,
      canOpenAgentCentre: computed,
      canOpenMemberCentre: computed,
      displayName: computed,
      serviceChannel: computed,
      readFromStorage: action,
      setMerchant: action,
      startSession: action,
      setMemberInfo: action,
      clear: action,
      forgetKnownPassword: action,
    });
    this.readFromStorage();
  }

  get isLogin(): boolean {
    return this.token !== '';
  }

  /**
   * The server says this session's password must change before anything else (an operator
   * reset, a temporary or expired password; api: MemberInfo.passwordChangeRequired). Until it
   * has, the change dialog comes back whatever the visitor opens (RootStore), and the server
   * refuses every other call with password.change.required.
   */
  get passwordChangeRequired(): boolean {
    return this.memberInfo?.passwordChangeRequired === true;
  }

  /**
   * A session whose account calls may run: signed in, member info loaded, no password change
   * pending. Account data (the balance) waits for it instead of being refused.
   */
  get accountReady(): boolean {
    return this.isLogin && this.memberInfo !== null && !this.passwordChangeRequired;
  }

  /** isAgent of the session: any agent-related type (spec section 6). */
  get isAgent(): boolean {
    return isAgentType(this.memberType);
  }

  /** A free-play account: no real-money features, member centre, favourites or recent games. */
  get isTrial(): boolean {
    return isTrialAccount(this.memberType, this.memberInfo?.isTrial ?? false);
  }

  get canOpenAgentCentre(): boolean {
    return this.isLogin && canOpenAgentCentre(this.memberType);
  }

  get canOpenMemberCentre(): boolean {
    return canOpenMemberCentre(this.isLogin, this.memberType, this.memberInfo?.isTrial ?? false);
  }

  get displayName(): string {
    return this.memberInfo?.nickname || this.memberInfo?.account || this.account;
  }

  /** Members whose club rank is above level 4 are served on the VIP channel (spec section 4). */
  get serviceChannel(): ServiceChannel {
    return (this.memberInfo?.clubLabel.rankLevel ?? 0) > VIP_RANK_LEVEL_ABOVE ? 'vip' : 'live';
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

  /** Stores a fresh session token; member info follows with loadLoginInfo. */
  startSession(value: Pick<SessionValue, 'token' | 'firstTimeLogin'>): void {
    this.storage.setItem(SESSION_KEYS.token, value.token);
    this.token = value.token;
    if (value.firstTimeLogin) this.firstLogin = true;
  }

  /** Member info changed by the member centre (nickname, avatar, bound e-mail or mobile). */
  setMemberInfo(info: MemberInfo): void {
    this.memberInfo = info;
  }

  /** Ends the session locally: clears sessionStorage, then writes the merchant keys back. */
  clear(): void {
    const merchant = this.merchant;
    this.storage.clear();
    this.token = '';
    this.account = '';
    this.memberType = null;
    this.memberInfo = null;
    this.firstLogin = false;
    this.forgetKnownPassword();
    this.setMerchant(merchant);
  }

  /** Fetches member info and writes the spec's session keys (api-contract.md 3.3). */
  async loadLoginInfo(): Promise<MemberInfo> {
    const info = await this.deps.api.getMemberInfo();
    runInAction(() => {
      this.memberInfo = info;
      this.storage.setItem(SESSION_KEYS.customerId, String(info.id));
      this.storage.setItem(SESSION_KEYS.account, info.account);
      this.storage.setItem(SESSION_KEYS.isAgent, String(info.type));
      this.storage.setItem(SESSION_KEYS.memberLabel, JSON.stringify(info.memberLabel));
      this.readFromStorage();
    });
    return info;
  }

  /** Keeps the desktop's remember token; the web's lives in an HttpOnly cookie already. */
  private async keepRemembered(value: SessionValue): Promise<void> {
    if (value.rememberToken) await this.deps.platform.setRememberToken(value.rememberToken);
  }

  private async forgetRemembered(): Promise<void> {
    await this.deps.platform.clearRememberToken();
  }

  /**
   * Logs in. A password that must change (first login, or expired with PWDEXPFORCECHANGE3)
   * opens the change-password modal unless the login was by SMS; otherwise member info loads
   * and the modal closes. A failure asking for the captcha shows it, then rethrows.
   */
  async login(input: LoginInput): Promise<LoginOutcome> {
    const optional: Partial<LoginRequest> = {
      ...(input.countryDialingCode ? { countryDialingCode: input.countryDialingCode } : {}),
      ...(input.remember ? { remember: true } : {}),
      ...(input.loginPath ? { loginPath: input.loginPath } : {}),
    };
    let value: SessionValue;
    try {
      value = await this.deps.api.login({
        username: input.username.trim(),
        password: input.type === 'sms' ? input.password.trim() : input.password,
        type: input.type,
        ...optional,
        ...this.captcha.fields(input.captcha ?? ''),
      });
    } catch (error) {
      if (isApiError(error) && (error.wantsCaptcha || error.code === ERROR_CODES.captchaRequired))
        void this.captcha.show();
      else if (this.captcha.shown) void this.captcha.refresh();
      throw error;
    }
    this.captcha.hide();
    this.startSession(value);
    await this.keepRemembered(value);
    // The password just typed is the old one of a change the server may demand: the dialog then
    // does not ask for it again. An SMS code is not a password, so that dialog asks.
    if (input.type !== 'sms' && value.passwordExpired) {
      this.knownPassword = input.password;
      runInAction(() => (this.oldPasswordKnown = true));
    }
    this.afterPasswordChange = input.loginPath === 'agent' ? '/agentHome' : '/';
    // Member info says whether the password must change (the server decides: firstTimeLogin
    // alone no longer forces it); RootStore's guard then opens the change dialog.
    const info = await this.loadLoginInfo();
    if (info.passwordChangeRequired) return 'changePassword';
    this.forgetKnownPassword();
    this.deps.ui.closeModal();
    if (input.loginPath === 'agent') this.deps.ui.navigate('/agentHome');
    return 'done';
  }

  /** Sends the code for an SMS login or a reset by phone; resolves with the countdown minutes. */
  async sendLoginSms(mobileNum: string, countryDialingCode: string): Promise<number> {
    const { expiredMinutes } = await this.deps.api.sendLoginSms({ mobileNum, countryDialingCode });
    return expiredMinutes;
  }

  /** Free play: a trial account (type 4) for demo play. */
  async freePlay(): Promise<void> {
    const value = await this.deps.api.freePlay({ platform: DEVICES.short });
    this.startSession(value);
    await this.loadLoginInfo();
    this.deps.ui.closeModal();
  }

  /**
   * Starts a social login: the server sends the visitor to the provider and back to this page
   * with #socialCode=. returnTo must be a path (the server refuses other sites), and the brand
   * goes in the query because a navigation cannot send the Merchant header.
   */
  startSocialLogin(provider: SocialProvider): void {
    const page = new URL(this.deps.pageUrl?.() ?? '/', 'http://page.invalid');
    const query = new URLSearchParams({ returnTo: page.pathname + page.search, merchant: this.merchant });
    const path = ENDPOINTS.socialStart.path.replace(':provider', provider);
    this.deps.redirect?.(`${this.deps.apiBaseUrl ?? ''}${path}?${query.toString()}`);
  }

  /** Whether an invitation code is valid for this site (GET /wps/agent/affiliate). */
  async isAffiliateValid(code: string): Promise<boolean> {
    try {
      await this.deps.api.checkAffiliate({ code, domain: this.pageDomain() });
      return true;
    } catch {
      return false;
    }
  }

  /** Sends the registration SMS (note the platform's mobileNo); resolves with the minutes. */
  async sendRegisterSms(mode: 'username' | 'mobile', mobileNo: string, countryDialingCode: string): Promise<number> {
    const { expiredMinutes } = await this.deps.api.sendRegisterSms(mode, { mobileNo, countryDialingCode });
    return expiredMinutes;
  }

  /**
   * Registers (the form has checked terms, rules and the invitation code), then logs in with
   * the returned token, loads member info, closes the modal and goes home.
   */
  async register(mode: 'username' | 'mobile', form: RegisterRequest): Promise<void> {
    const payload: RegisterRequest = {
      ...form,
      ...(mode === 'mobile' ? { username: form.mobileNum ?? '' } : {}),
      confirmPassword: form.password,
      registerUrl: this.deps.pageUrl?.() ?? '',
      domain: this.pageDomain(),
      registerMethod: DEVICES.web,
      login: true,
      ...this.captcha.fields(form.captcha ?? ''),
    };
    const call = mode === 'mobile' ? this.deps.api.registerMobile : this.deps.api.register;
    let value: SessionValue;
    try {
      value = await call(payload);
    } catch (error) {
      if (this.captcha.shown) void this.captcha.refresh();
      throw error;
    }
    this.startSession(value);
    await this.loadLoginInfo();
    this.deps.ui.closeModal();
    this.deps.ui.navigate('/');
  }

  /** Changes the password; the old one may come from a forced change's login. */
  async changePassword(input: { oldPassword?: string; newPassword: string; confirmNewPassword: string }) {
    await this.deps.api.changePassword({
      oldPassword: input.oldPassword || this.knownPassword || '',
      newPassword: input.newPassword,
      confirmNewPassword: input.confirmNewPassword,
    });
    const target = this.afterPasswordChange;
    this.forgetKnownPassword();
    await this.loadLoginInfo();
    this.deps.ui.closeModal();
    this.deps.ui.navigate(target);
  }

  /** Closing a forced change without changing ends the session: the password must change first. */
  async cancelForcedChange(): Promise<void> {
    this.forgetKnownPassword();
    await this.logout();
  }

  private forgetKnownPassword(): void {
    this.knownPassword = null;
    this.oldPasswordKnown = false;
    this.afterPasswordChange = '/';
  }

  /** Forgot password by e-mail: the server mails a new one; the in_been_out dialog says so. */
  async forgotByEmail(username: string, email: string): Promise<void> {
    await this.deps.api.forgotPasswordByEmail({ username: username.trim(), email: email.trim() });
    this.deps.ui.closeModal();
    this.deps.ui.showDialog({ message: { key: 'in_been_out' } });
  }

  /** Forgot password by phone: set a new one with the SMS code, log in with it, go home. */
  async forgotByPhone(input: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
  }): Promise<void> {
    await this.deps.api.setPasswordByPhone({ ...input, verificationCode: input.verificationCode.trim() });
    await this.login({
      type: '',
      username: input.mobileNum,
      password: input.newPassword,
      countryDialingCode: input.countryDialingCode,
    });
    this.deps.ui.navigate('/');
  }

  /** Asks "Are you sure you want to log out?" and logs out on confirmation. */
  confirmLogout(): void {
    this.deps.ui.showDialog({
      message: { key: 'in_sure_logout' },
      cancellable: true,
      confirmKey: 'in_sign_out',
      onConfirm: () => void this.logout(),
    });
  }

  /** The logout call (not awaited for long), forget remember-me, clear the session, go home. */
  async logout(): Promise<void> {
    const call = this.token ? this.deps.api.logout().catch(() => undefined) : Promise.resolve();
    await Promise.race([call, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
    await this.forgetRemembered();
    this.clear();
    this.deps.ui.closeModal();
    this.deps.ui.navigate('/');
  }

  /**
   * At start: trade a social login's one-time code, or re-read member info for a token in
   * sessionStorage, or resume a remembered session (web: the HttpOnly cookie; desktop: the
   * token the main process keeps). Failures leave the visitor logged out, quietly.
   */
  async boot(options: { socialCode?: string | null } = {}): Promise<void> {
    runInAction(() => (this.restoring = true));
    try {
      if (options.socialCode) {
        const value = await this.deps.api.exchangeSocialCode({ code: options.socialCode });
        this.startSession(value);
        await this.loadLoginInfo();
      } else if (this.token) {
        await this.loadLoginInfo();
      } else {
        await this.resume();
      }
    } catch (error) {
      if (this.token && !(isApiError(error) && error.httpStatus === 0)) this.clear();
    } finally {
      runInAction(() => (this.restoring = false));
    }
  }

  /**
   * The web's remember token is an HttpOnly cookie scripts cannot see, so every start without a
   * session asks the server, which answers null when there is nothing to resume. The desktop
   * app sends no cookies cross-origin: without a stored token there is nothing to ask about.
   */
  private async resume(): Promise<void> {
    const { platform, api } = this.deps;
    const rememberToken = await platform.getRememberToken();
    if (platform.kind === 'desktop' && !rememberToken) return;
    let value: SessionValue | null;
    try {
      value = await api.resumeSession(rememberToken ? { rememberToken } : {});
    } catch (error) {
      // Refused (expired, revoked): forget it. No answer at all: try again next start.
      if (isApiError(error) && error.httpStatus > 0) await this.forgetRemembered();
      return;
    }
    if (!value) return;
    this.startSession(value);
    await this.keepRemembered(value);
    await this.loadLoginInfo();
  }

  /** For actions that need a session: opens the login popup when there is none. */
  requireLogin(): boolean {
    if (this.isLogin) return true;
    this.deps.ui.openModal('login');
    return false;
  }

  /** For real-money actions: login first, and trial accounts get the in_need_true_account warning. */
  requireRealAccount(): boolean {
    if (!this.requireLogin()) return false;
    if (!this.isTrial) return true;
    this.deps.ui.showDialog({ message: { key: 'in_need_true_account' } });
    return false;
  }

  private pageDomain(): string {
    try {
      return new URL(this.deps.pageUrl?.() ?? '').hostname;
    } catch {
      return '';
    }
  }
}
