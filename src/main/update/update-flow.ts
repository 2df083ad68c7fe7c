import type { UpdateStatus } from '../../shared/ipc/contract';
import type { DialogLike } from '../electron-api';
import type { UpdaterLike } from './updater-like';

/** How often a running app looks for a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 3_600_000;

/** What the update flow needs from the app. */
export interface UpdateFlowDeps {
  updater: UpdaterLike;
  dialog: DialogLike;
  /** False in development and unpackaged runs, which have no update feed (app-update.yml). */
  enabled: boolean;
  /**
   * A generic feed to use in an unpackaged run (PLAYHUB_DEV_UPDATE_FEED), so QA can exercise
   * the real updater against a local feed. Installed builds never take it: their feed is
   * fixed at packaging time.
   */
  devFeedUrl?: string;
  warn: (message: string) => void;
  /** Runs `task` every `ms` milliseconds (setInterval in the app, a fake in tests). */
  every: (ms: number, task: () => void) => void;
}

/** The app's auto-update: start() once; check() for the renderer, checkAndReport() for the menu. */
export interface UpdateFlow {
  start(): void;
  check(): Promise<UpdateStatus>;
  /** Checks and, when there is nothing to offer, says so in a message box. */
  checkAndReport(): Promise<UpdateStatus>;
}

/** What the menu's check says when no update prompt follows. */
const REPORTS: Partial<Record<UpdateStatus, string>> = {
  disabled: 'Updates are checked only in installed builds.',
  'up-to-date': 'PlayHub is up to date.',
  error: 'PlayHub could not check for updates. Please try again later.',
};

// Dialog texts are English: the main process has no translations (they are the renderer's).

/**
 * Auto-update through electron-updater's generic feed, which our server publishes beside the
 * installers. Nothing is downloaded or installed without asking: a found update is offered
 * (Download / Later), a downloaded one installs now or when the app quits. electron-updater
 * verifies the download against the feed's sha512 and, on Windows, the publisher's signature;
 * any failure is logged and the installed version keeps running.
 */
export function createUpdateFlow(deps: UpdateFlowDeps): UpdateFlow {
  const { updater, dialog, warn, every, devFeedUrl } = deps;
  const enabled = deps.enabled || devFeedUrl !== undefined;
  let status: UpdateStatus = enabled ? 'up-to-date' : 'disabled';
  // One question at a time: a periodic check must not stack prompts while the user decides.
  let asking = false;

  // While a download runs or waits to install, a check that finishes late must not hide it.
  const busy = (): boolean => status === 'downloading' || status === 'downloaded';

  const ask = async (message: string, detail: string, buttons: [string, string]): Promise<boolean> => {
    asking = true;
    try {
      const { response } = await dialog.showMessageBox({
        type: 'info',
        title: 'PlayHub update',
        message,
        detail,
        buttons,
        defaultId: 0,
        cancelId: 1,
        noLink: true,
      });
      return response === 0;
    } finally {
      asking = false;
    }
  };

  const offerDownload = async (version: string): Promise<void> => {
    if (asking || busy()) return;
    status = 'available';
    const download = await ask(
      `PlayHub ${version} is available.`,
      'Download it now? You will be asked before it is installed.',
      ['Download', 'Later'],
    );
    if (!download) return;
    status = 'downloading';
    // Errors also reach the 'error' listener, which logs them and resets the status.
    await updater.downloadUpdate().catch(() => undefined);
  };

  const offerInstall = async (version: string): Promise<void> => {
    status = 'downloaded';
    const now = await ask(
      `PlayHub ${version} is ready to install.`,
      'Restart now to install it, or it will be installed when you quit PlayHub.',
      ['Restart now', 'On quit'],
    );
    if (now) updater.quitAndInstall();
    else updater.autoInstallOnAppQuit = true;
  };

  const check = async (): Promise<UpdateStatus> => {
    if (!enabled) return 'disabled';
    if (busy()) return status;
    try {
      const result = await updater.checkForUpdates();
      if (!result?.isUpdateAvailable && !busy()) status = 'up-to-date';
    } catch (error) {
      warn(`Update check failed: ${String(error)}`);
      if (!busy()) status = 'error';
    }
    return status;
  };

  return {
    start() {
      updater.autoDownload = false;
      updater.autoInstallOnAppQuit = false;
      if (!enabled) return;
      if (devFeedUrl !== undefined) {
        updater.forceDevUpdateConfig = true;
        updater.setFeedURL({ provider: 'generic', url: devFeedUrl });
      }
      updater.on('update-available', (info) => void offerDownload(info.version));
      updater.on('update-downloaded', (info) => void offerInstall(info.version));
      updater.on('error', (error) => {
        warn(`Update failed: ${error.message}`);
        if (status !== 'downloaded') status = 'error';
      });
      void check();
      every(UPDATE_CHECK_INTERVAL_MS, () => void check());
    },
    check,
    async checkAndReport() {
      const result = await check();
      const message = REPORTS[result];
      if (message && !asking) await dialog.showMessageBox({ type: 'info', title: 'PlayHub update', message });
      return result;
    },
  };
}
