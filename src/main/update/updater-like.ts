/** What an update feed announces; only the version is shown to the user. */
export interface UpdateInfoLike {
  readonly version: string;
}

/**
 * The part of electron-updater's `autoUpdater` the app uses, so the update flow is tested
 * with a fake. index.ts passes the real one in, which checks that it still fits.
 */
export interface UpdaterLike {
  /** Off: the user is asked before anything is downloaded. */
  autoDownload: boolean;
  /** Set once the user chose "on quit" for a downloaded update. */
  autoInstallOnAppQuit: boolean;
  /** Lets an unpackaged run check a feed (the QA feed override only). */
  forceDevUpdateConfig: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<{ readonly isUpdateAvailable: boolean } | null>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(): void;
  on(event: 'update-available' | 'update-downloaded', listener: (info: UpdateInfoLike) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}
