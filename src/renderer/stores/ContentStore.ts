import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import type { Announcements, Banner, HelpItem, Notice } from '../../shared/api/content';
import { HELP_TAGS, type BannerGroup } from '../../shared/content-rules';
import { languageHeader } from '../../shared/i18n/languages';
import type { Api } from '../api';
import type { SessionStore } from './SessionStore';
import type { UiStore } from './UiStore';

/** The content calls; pages (VIP, feedback, download, the jackpot) call the others through `api`. */
export type ContentApi = Pick<
  Api,
  | 'getAnnouncements'
  | 'markNoticesSeen'
  | 'getHelpCenter'
  | 'getVipLevels'
  | 'getFeedbackRules'
  | 'sendFeedback'
  | 'getJackpot'
  | 'getDownloads'
>;

/** The announcement types the shell asks for (spec section 7: B, PL, PU, PR, H; platform W). */
const ANNOUNCEMENT_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const;

/**
 * Session-storage key: the first-visit News popup was shown in this tab. "First visit" is the
 * browser session (a tab's sessionStorage): a player sees the news once when arriving, not on
 * every page, and again on a later visit; a language change does not re-open it. For members
 * the server also remembers each notice seen (the `seen` flag), on every device and sign-in.
 */
export const NEWS_SEEN_KEY = 'newsSeen';

const EMPTY: Announcements = { banners: [], player: [], popup: [], promotion: [], headline: [] };

/**
 * The operator's site content the shell shows on every page: banners by group, the notice bar
 * (PL notices), the popup and headline notices of the first-visit News popup, and the help
 * centre (its agent item decides the footer's affiliate link). Reloaded when the language
 * changes or the member logs in or out (logged-in members may see more popups).
 */
export class ContentStore {
  announcements: Announcements = EMPTY;
  loaded = false;
  help: HelpItem[] = [];
  helpLoaded = false;
  newsOpen = false;
  private request = 0;
  private firstLoad?: Promise<void>;
  private splashBanner?: Banner;

  constructor(
    readonly api: ContentApi,
    private readonly session: Pick<SessionStore, 'isLogin'>,
    private readonly ui: Pick<UiStore, 'language' | 'modal'>,
    private readonly storage: Storage,
  ) {
    makeObservable<ContentStore, 'apply'>(this, {
      announcements: observableRef,
      loaded: observable,
      help: observableRef,
      helpLoaded: observable,
      newsOpen: observable,
      notices: computed,
      newsItems: computed,
      hasAgentHelp: computed,
      apply: action,
      openNews: action,
      closeNews: action,
    });
    // Another popup (login, register ...) dismisses the News: the visitor has moved on.
    reaction(
      () => ui.modal,
      (modal) => {
        if (modal) this.closeNews();
      },
    );
    reaction(
      () => [ui.language, session.isLogin] as const,
      () => {
        void this.load();
        if (this.helpLoaded) void this.loadHelp();
      },
    );
  }

  /** The notice bar's and /noticePage's notices (PL). */
  get notices(): Notice[] {
    return this.announcements.player;
  }

  /**
   * The first-visit News popup: headline notices, then popups, less those the server says the
   * member has already seen in their current version.
   */
  get newsItems(): Notice[] {
    return [...this.announcements.headline, ...this.announcements.popup].filter((notice) => notice.seen !== true);
  }

  /** The footer shows the affiliate link only when the help content has an agent item. */
  get hasAgentHelp(): boolean {
    return this.help.some((item) => item.tag === HELP_TAGS.agent);
  }

  bannersOf(group: BannerGroup | undefined): Banner[] {
    if (!group) return [];
    // Until the banners call answers, the banner the server drew into the splash stands in, so
    // the picture painted before any script stays on screen instead of blinking out.
    if (!this.loaded && this.splashBanner?.groupName === group) return [this.splashBanner];
    return this.announcements.banners.filter((banner) => banner.groupName === group);
  }

  /** The page's first banner as the server drew it into the splash (bootstrap reads it). */
  setSplashBanner(banner: Banner | undefined): void {
    this.splashBanner = banner;
  }

  helpItem(tag: string): HelpItem | undefined {
    return this.help.find((item) => item.tag === tag);
  }

  /**
   * The first load, shared: bootstrap starts it beside the session resume, before React mounts,
   * so the first banner (the page's largest paint) is not behind the shell's first render.
   */
  loadOnce(): Promise<void> {
    this.firstLoad ??= this.load();
    return this.firstLoad;
  }

  async load(): Promise<void> {
    const id = ++this.request;
    try {
      const value = await this.api.getAnnouncements({
        ...ANNOUNCEMENT_QUERY,
        language: languageHeader(this.ui.language),
      });
      if (id === this.request) this.apply(value);
    } catch {
      // No content: the shell shows no banners or notices rather than an error.
      if (id === this.request) this.apply(EMPTY);
    }
  }

  private apply(value: Announcements): void {
    this.announcements = value;
    this.loaded = true;
  }

  async loadHelp(): Promise<void> {
    try {
      const items = await this.api.getHelpCenter(languageHeader(this.ui.language));
      runInAction(() => {
        this.help = [...items].sort((a, b) => a.sort - b.sort || a.id - b.id);
        this.helpLoaded = true;
      });
    } catch {
      runInAction(() => (this.helpLoaded = true));
    }
  }

  /**
   * Opens the News popup once per browser session, when there is news to show and the visit
   * starts on the home page (a deep link to a game or a help article is not interrupted).
   */
  maybeShowNews(onHome: boolean): void {
    if (!onHome || this.storage.getItem(NEWS_SEEN_KEY) || this.newsItems.length === 0) return;
    this.openNews();
  }

  openNews(): void {
    this.newsOpen = true;
    this.storage.setItem(NEWS_SEEN_KEY, '1');
    // The server flags notices only for a member whose seen state it keeps (not visitors, not
    // trial accounts): tell it these were shown. A failure only costs a repeat on another device.
    const remembered = this.newsItems.filter((notice) => notice.seen === false).map((notice) => notice.id);
    if (remembered.length > 0) this.api.markNoticesSeen({ ids: remembered }).catch(() => undefined);
  }

  closeNews(): void {
    this.newsOpen = false;
  }
}
