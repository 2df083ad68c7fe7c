import type { i18n as I18n } from 'i18next';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { DEFAULT_LANGUAGE, languageHeader, storedSiteLanguage, type Language } from '../../shared/i18n/languages';
import { DEFAULT_THEME, LOCAL_KEYS, THEMES, type Theme } from '../../shared/storage-keys';
import { applyTheme } from '../boot/theme';
import { htmlLang } from '../i18n/htmlLang';

/** The modals the shell can open by name. */
export type ModalName =
  'login' | 'register' | 'forget' | 'changePassword' | 'memberCentre' | ContentModalName | LaunchModalName;

/** The site-content popups (issue 3): the notice list and the help article (terms). */
export type ContentModalName = 'notice' | 'help';

/**
 * The game modals (issue 6, src/renderer/games/launch): the game popup (an iframe), a vendor's
 * popup game list and the PvP room choice. What they show is the game launcher's state.
 */
export type LaunchModalName = 'gamePopup' | 'vendorGames' | 'gameRooms';

/**
 * A text for a dialog: a translation key of the common namespace (in_need_true_account,
 * in_sure_logout, in_been_out, invitation_code_error, errors.<code>), or the server's own words.
 */
export type DialogText = { key: string } | { text: string };

/**
 * The generic warning / alert / confirm dialog of spec section 2, shown above any modal.
 * Without onConfirm it is an alert with one button.
 */
export interface Dialog {
  message: DialogText;
  /** The default button (Enter); 'in_increase_submit' ("OK") unless given. */
  confirmKey?: 'in_increase_submit' | 'in_sign_out';
  /** Shows a Cancel button too. */
  cancellable?: boolean;
  onConfirm?: () => void;
}

/** The stored theme, or the default when nothing (or garbage) is stored. */
export function readTheme(local: Storage): Theme {
  const stored = local.getItem(LOCAL_KEYS.theme);
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
}

/** The stored language (hisLang wins over lang), or the default. */
export function readLanguage(local: Storage): Language {
  return storedSiteLanguage((key) => local.getItem(key)) ?? DEFAULT_LANGUAGE;
}

/** Presentation state: theme, language and which modal is open. */
export class UiStore {
  theme: Theme;
  language: Language;
  modal: ModalName | null = null;
  /** Query values a modal was opened with, e.g. the referral code of /register.html. */
  modalParams: Readonly<Record<string, string>> = {};
  dialog: Dialog | null = null;
  /** The router's navigate, registered by the layout so stores can say "go to /". */
  private navigator: ((path: string) => void) | null = null;

  constructor(
    private readonly local: Storage,
    private readonly i18n: I18n,
    private readonly root: HTMLElement | undefined,
  ) {
    this.theme = readTheme(local);
    this.language = readLanguage(local);
    makeObservable(this, {
      theme: observable,
      language: observable,
      modal: observable,
      modalParams: observableRef,
      setTheme: action,
      toggleTheme: action,
      dialog: observableRef,
      openModal: action,
      closeModal: action,
      showDialog: action,
      closeDialog: action,
    });
    if (root) applyTheme(root, this.theme);
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.local.setItem(LOCAL_KEYS.theme, theme);
    if (this.root) applyTheme(this.root, theme);
  }

  toggleTheme(): void {
    this.setTheme(this.theme === 'light' ? 'dark' : 'light');
  }

  /** Switches language without a reload: stores lang and hisLang, loads the chunk, re-renders. */
  async setLanguage(language: Language): Promise<void> {
    const code = languageHeader(language);
    this.local.setItem(LOCAL_KEYS.lang, code);
    this.local.setItem(LOCAL_KEYS.hisLang, code);
    await this.i18n.changeLanguage(language);
    if (this.root) this.root.lang = htmlLang(language);
    runInAction(() => {
      this.language = language;
    });
  }

  openModal(name: ModalName, params: Record<string, string> = {}): void {
    this.modal = name;
    this.modalParams = params;
  }

  closeModal(): void {
    this.modal = null;
    this.modalParams = {};
  }

  showDialog(dialog: Dialog): void {
    this.dialog = dialog;
  }

  closeDialog(): void {
    this.dialog = null;
  }

  /** Runs the dialog's action (if any) and closes it. */
  confirmDialog(): void {
    const onConfirm = this.dialog?.onConfirm;
    this.closeDialog();
    onConfirm?.();
  }

  setNavigator(navigate: ((path: string) => void) | null): void {
    this.navigator = navigate;
  }

  /** Client-side navigation requested by a store (e.g. "go to /" after login). */
  navigate(path: string): void {
    this.navigator?.(path);
  }
}
