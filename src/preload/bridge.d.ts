/**
 * What the renderer may know about the preload: the bridge on `window.desktop`, present only
 * inside the desktop shell (the renderer feature-detects it). Its type comes from the one IPC
 * contract in src/shared, so the renderer never imports preload code.
 */
import type { DesktopBridge } from '../shared/ipc/contract';

declare global {
  interface Window {
    /** The desktop bridge; undefined in the web build. */
    readonly desktop?: DesktopBridge;
  }
}
