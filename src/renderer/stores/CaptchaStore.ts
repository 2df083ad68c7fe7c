import { action, makeObservable, observable, runInAction } from 'mobx';
import { CAPTCHA_REFRESH_MS } from '../../shared/constants';
import type { CaptchaImage } from '../api';

/**
 * The built-in captcha of a form: shown when the server asks for it (a failed login's
 * value.captcha, or the brand's registration rules), refreshed at most once a second.
 */
export class CaptchaStore {
  shown = false;
  /** Base64 PNG without the data: prefix. */
  image = '';
  captchaId = '';
  private lastRefresh = -Infinity;

  constructor(
    private readonly load: () => Promise<CaptchaImage>,
    private readonly now: () => number = Date.now,
  ) {
    makeObservable(this, { shown: observable, image: observable, captchaId: observable, show: action, hide: action });
  }

  /** Shows the captcha and loads a fresh image. */
  show(): Promise<void> {
    this.shown = true;
    return this.refresh();
  }

  hide(): void {
    this.shown = false;
    this.image = '';
    this.captchaId = '';
  }

  /** Loads a new image unless one was requested less than a second ago. */
  async refresh(): Promise<void> {
    const now = this.now();
    if (now - this.lastRefresh < CAPTCHA_REFRESH_MS) return;
    this.lastRefresh = now;
    try {
      const { image, captchaId } = await this.load();
      runInAction(() => {
        this.image = image;
        this.captchaId = captchaId;
      });
    } catch {
      // The field stays; the next click on the image tries again.
    }
  }

  /** The fields a request carries when the captcha is shown. */
  fields(answer: string): { captcha?: string; captchaId?: string } {
    return this.shown ? { captcha: answer.trim(), captchaId: this.captchaId } : {};
  }
}
