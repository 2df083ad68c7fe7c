import { describe, expect, it } from 'vitest';
import { createUpdateFlow, UPDATE_CHECK_INTERVAL_MS } from '../../../../src/main/update/update-flow';
import { FakeDialog, FakeUpdater } from '../fake-electron';

/** Lets pending promise callbacks (dialogs, downloads) run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setup(enabled = true, devFeedUrl?: string) {
  const updater = new FakeUpdater();
  const dialog = new FakeDialog();
  const warnings: string[] = [];
  const scheduled: { ms: number; task: () => void }[] = [];
  const flow = createUpdateFlow({
    updater,
    dialog,
    enabled,
    devFeedUrl,
    warn: (message) => warnings.push(message),
    every: (ms, task) => scheduled.push({ ms, task }),
  });
  return { updater, dialog, warnings, scheduled, flow };
}

describe('update flow', () => {
  it('never downloads or installs on its own', () => {
    const { updater, flow } = setup();
    flow.start();
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
  });

  it('checks at start and every four hours', async () => {
    const { updater, scheduled, flow } = setup();
    flow.start();
    await settle();
    expect(updater.checks).toBe(1);
    expect(scheduled.map((entry) => entry.ms)).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    scheduled[0]?.task();
    await settle();
    expect(updater.checks).toBe(2);
  });

  it('stays off in development and unpackaged runs', async () => {
    const { updater, scheduled, flow } = setup(false);
    flow.start();
    await expect(flow.check()).resolves.toBe('disabled');
    expect(updater.checks).toBe(0);
    expect(scheduled).toEqual([]);
    expect(updater.autoDownload).toBe(false);
  });

  it('uses the QA feed in an unpackaged run when one is given', async () => {
    const { updater, flow } = setup(false, 'http://127.0.0.1:4500/updates');
    flow.start();
    await settle();
    expect(updater.forceDevUpdateConfig).toBe(true);
    expect(updater.feedUrl).toBe('http://127.0.0.1:4500/updates');
    expect(updater.checks).toBe(1);
  });

  it('asks before downloading a new version, and downloads on "Download"', async () => {
    const { updater, dialog, flow } = setup();
    flow.start();
    dialog.responses.push(0);
    updater.announce('update-available', '1.3.0');
    await settle();
    expect(dialog.shown[0]).toMatchObject({ message: 'PlayHub 1.3.0 is available.', buttons: ['Download', 'Later'] });
    expect(updater.downloads).toBe(1);
    await expect(flow.check()).resolves.toBe('downloading');
  });

  it('downloads nothing on "Later"', async () => {
    const { updater, dialog, flow } = setup();
    flow.start();
    dialog.responses.push(1);
    updater.announce('update-available', '1.3.0');
    await settle();
    expect(updater.downloads).toBe(0);
  });

  it('asks one question at a time when checks repeat while the user decides', async () => {
    const { updater, dialog, flow } = setup();
    flow.start();
    updater.announce('update-available', '1.3.0');
    updater.announce('update-available', '1.3.0');
    await settle();
    expect(dialog.shown).toHaveLength(1);
  });

  it('restarts into a downloaded update on "Restart now"', async () => {
    const { updater, dialog, flow } = setup();
    flow.start();
    dialog.responses.push(0);
    updater.announce('update-downloaded', '1.3.0');
    await settle();
    expect(dialog.shown[0]).toMatchObject({ buttons: ['Restart now', 'On quit'] });
    expect(updater.installs).toBe(1);
  });

  it('installs a downloaded update when the app quits on "On quit"', async () => {
    const { updater, dialog, flow } = setup();
    flow.start();
    dialog.responses.push(1);
    updater.announce('update-downloaded', '1.3.0');
    await settle();
    expect(updater.installs).toBe(0);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    await expect(flow.check()).resolves.toBe('downloaded');
  });

  it('logs an updater error (bad checksum, signature, network) and keeps the installed version', async () => {
    const { updater, warnings, flow } = setup();
    flow.start();
    updater.emit('error', new Error('sha512 checksum mismatch'));
    expect(warnings).toEqual(['Update failed: sha512 checksum mismatch']);
    expect(updater.installs).toBe(0);
    await expect(flow.check()).resolves.toBe('up-to-date');
  });

  it('answers error when the feed cannot be read, and up-to-date when it has nothing newer', async () => {
    const { updater, warnings, flow } = setup();
    await expect(flow.check()).resolves.toBe('up-to-date');
    updater.checkResult = () => Promise.reject(new Error('ENOTFOUND'));
    await expect(flow.check()).resolves.toBe('error');
    expect(warnings).toEqual(['Update check failed: Error: ENOTFOUND']);
  });

  it('survives a failed download: the error is logged, nothing is installed', async () => {
    const { updater, dialog, warnings, flow } = setup();
    flow.start();
    updater.downloadResult = () => {
      updater.emit('error', new Error('download interrupted'));
      return Promise.reject(new Error('download interrupted'));
    };
    dialog.responses.push(0);
    updater.announce('update-available', '1.3.0');
    await settle();
    expect(warnings).toEqual(['Update failed: download interrupted']);
    expect(updater.installs).toBe(0);
    await expect(flow.check()).resolves.toBe('up-to-date');
  });

  it.each([
    [true, () => Promise.resolve({ isUpdateAvailable: false }), 'PlayHub is up to date.'],
    [true, () => Promise.reject(new Error('offline')), 'PlayHub could not check for updates. Please try again later.'],
    [false, () => Promise.resolve(null), 'Updates are checked only in installed builds.'],
  ] as const)('the menu check reports the outcome in a message box (enabled %s)', async (enabled, result, message) => {
    const { updater, dialog, flow } = setup(enabled);
    updater.checkResult = result;
    await flow.checkAndReport();
    expect(dialog.shown.map((box) => box.message)).toEqual([message]);
  });

  it('the menu check shows no extra box when an update is being offered', async () => {
    const { updater, dialog, flow } = setup();
    flow.start();
    await settle();
    updater.checkResult = () => {
      updater.announce('update-available', '2.0.0');
      return Promise.resolve({ isUpdateAvailable: true });
    };
    await expect(flow.checkAndReport()).resolves.toBe('available');
    expect(dialog.shown.map((box) => box.message)).toEqual(['PlayHub 2.0.0 is available.']);
  });
});
