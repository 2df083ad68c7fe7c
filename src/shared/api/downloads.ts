import Type, { type Static } from 'typebox';

/**
 * The installers the server publishes (ours: GET /wps/system/downloads, listed on /down): the
 * desktop apps and an Android app.
 * Files live in DOWNLOADS_DIR and are served under UPDATE_FEED_PATH, which is also the generic
 * update feed electron-updater reads (latest.yml, latest-mac.yml, latest-linux.yml).
 */
export const UPDATE_FEED_PATH = '/down/updates';

export const INSTALLER_OS = ['windows', 'mac', 'linux', 'android'] as const;
export type InstallerOs = (typeof INSTALLER_OS)[number];

export const InstallerSchema = Type.Object({
  os: Type.Unsafe<InstallerOs>(Type.Enum(INSTALLER_OS)),
  arch: Type.String(),
  /** File type: exe, dmg, AppImage, deb, zip, apk. */
  kind: Type.String(),
  version: Type.String(),
  file: Type.String(),
  /** Path on this server, under UPDATE_FEED_PATH. */
  url: Type.String(),
  size: Type.Integer(),
  /** Base64 SHA-512 of the file, the form electron-updater's feed uses. */
  sha512: Type.String(),
});
export type Installer = Static<typeof InstallerSchema>;

export const DownloadsSchema = Type.Object({ installers: Type.Array(InstallerSchema) });
export type Downloads = Static<typeof DownloadsSchema>;
