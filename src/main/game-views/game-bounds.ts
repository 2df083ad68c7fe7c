import type { Rectangle } from 'electron';
import { GAME_TOOLBAR_HEIGHT } from '../../shared/ipc/contract';

/**
 * Where the game view sits in its window's page area ([width, height]): below the renderer's
 * toolbar strip, or over the whole area in full screen, where the toolbar is hidden.
 */
export function gameViewBounds(contentSize: readonly number[], fullscreen: boolean): Rectangle {
  const [width = 0, height = 0] = contentSize;
  const top = fullscreen ? 0 : GAME_TOOLBAR_HEIGHT;
  return { x: 0, y: top, width: Math.max(0, width), height: Math.max(0, height - top) };
}
