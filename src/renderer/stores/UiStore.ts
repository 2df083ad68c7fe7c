import type { i18n as I18n } from 'i18next';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { DEFAULT_LANGUAGE, parseLanguage, languageHeader, type Language } from '../../shared/i18n/languages';
import { DEFAULT_THEME, LOCAL_KEYS, THEMES, type Theme } from '../../shared/storage-keys';
import { applyTheme } from '../boot/theme';
import { htmlLang } from '../i18n/htmlLang';

/** The modals the shell can open by name; later issues fill in their contents. */
export type ModalName = 'login' | 'register' | 'forget';

/** The stored theme, or the default when nothing (or garbage) is stored. */
export function readTheme(local: Storage): Theme {
  const stored = local.getItem(LOCAL_KEYS.theme);
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
}

/** The stored language (hisLang wins over lang), or the default. */
export function readLanguage(local: Storage): Language {
  return (
    parseLanguage(local.getItem(LOCAL_KEYS.hisLang)) ??
    parseLanguage(local.getItem(LOCAL_KEYS.lang)) ??
    DEFAULT_LANGUAGE
  );
}

/** Presentation state: theme, language and which modal is open. */
export class UiStore {
  theme: Theme;
  language: Language;
  modal: ModalName | null = null;
  /** Query values a modal was opened with, e.g. the referral code of /register.html. */
  modalParams: Readonly<Record<string, string>> = {};

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
      openModal: action,
      closeModal: action,
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
}
