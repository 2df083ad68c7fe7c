import { action, makeObservable, observable, reaction } from 'mobx';
import type { AvatarId } from '../../shared/api/auth-rules';
import { avatarPath } from '../../shared/api/auth-rules';
import type { Api } from '../api';
import type { SessionStore } from './SessionStore';

/** The calls of the member's own profile (a fake in tests). */
export type ProfileApi = Pick<
  Api,
  'updateProfile' | 'setAvatar' | 'bindEmail' | 'sendBindSms' | 'bindMobile' | 'getUnreadCount'
>;

/** Menu entries of the member centre that carry an unread badge (spec section 2). */
export type BadgeKey = 'missionLeaderboard' | 'messageV2' | 'rewardCenter';

/** The operationType sibling brands send with the logged-in SMS call when binding a number. */
const BIND_OPERATION = 5;

/**
 * The member centre's account actions (security page): avatar, nickname, bound e-mail and
 * mobile. Each answer updates the session's member info, so the header follows at once. It also
 * holds the unread counts of the menu badges: messageV2 from the inbox (loadUnreadMessages, and
 * the inbox page after each read or delete); missions and rewards belong to their issues.
 */
export class ProfileStore {
  unread: Record<BadgeKey, number> = { missionLeaderboard: 0, messageV2: 0, rewardCenter: 0 };

  private unreadRequest = 0;

  constructor(
    private readonly api: ProfileApi,
    private readonly session: Pick<SessionStore, 'memberInfo' | 'setMemberInfo' | 'isLogin' | 'canOpenMemberCentre'>,
  ) {
    makeObservable(this, { unread: observable, setUnread: action });
    // The counts belong to whoever is signed in: nothing of theirs stays after sign-out.
    reaction(
      () => session.isLogin,
      (isLogin) => {
        if (isLogin) return;
        this.unreadRequest++;
        for (const key of Object.keys(this.unread) as BadgeKey[]) this.setUnread(key, 0);
      },
    );
  }

  setUnread(key: BadgeKey, count: number): void {
    this.unread[key] = Math.max(0, count);
  }

  /**
   * The unread message count (spec: loaded on account-menu arrival when the member centre is
   * allowed; the contract skips it for trial accounts, whose inbox the server refuses). A failed
   * call keeps the last count; an answer that arrives after sign-out or a newer call is dropped.
   */
  async loadUnreadMessages(): Promise<void> {
    if (!this.session.canOpenMemberCentre) return;
    const id = ++this.unreadRequest;
    try {
      const count = await this.api.getUnreadCount();
      if (id === this.unreadRequest) this.setUnread('messageV2', count);
    } catch {
      // The badge keeps its last count; the next arrival asks again.
    }
  }

  async setAvatar(avatar: AvatarId): Promise<void> {
    const value = await this.api.setAvatar(avatar);
    const info = this.session.memberInfo;
    if (info) this.session.setMemberInfo({ ...info, imgUrl: value.imgUrl || avatarPath(avatar) });
  }

  async setNickname(nickname: string): Promise<void> {
    this.session.setMemberInfo(await this.api.updateProfile({ nickname: nickname.trim() }));
  }

  async bindEmail(email: string, password: string): Promise<void> {
    this.session.setMemberInfo(await this.api.bindEmail({ email: email.trim(), password }));
  }

  /** Sends the code to the number being bound; resolves with the countdown minutes. */
  async sendBindSms(mobileNum: string, countryDialingCode: string): Promise<number> {
    const { expiredMinutes } = await this.api.sendBindSms({
      mobileNum: mobileNum.trim(),
      countryDialingCode,
      operationType: BIND_OPERATION,
    });
    return expiredMinutes;
  }

  async bindMobile(input: { mobileNum: string; countryDialingCode: string; verificationCode: string }): Promise<void> {
    this.session.setMemberInfo(
      await this.api.bindMobile({
        mobileNum: input.mobileNum.trim(),
        countryDialingCode: input.countryDialingCode,
        verificationCode: input.verificationCode.trim(),
      }),
    );
  }
}
