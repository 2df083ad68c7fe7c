// @vitest-environment jsdom
// The game frame's balance hints (src/shared/game-messages.ts): a hint posted by the game in
// this frame calls onBalanceChanged; the same data from any other window, or other data from the
// game, does nothing; after unmounting, nothing listens any more.
import { cleanup, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GameFrame } from '../../../../../src/renderer/games/launch/GameFrame';
import { balanceChangedMessage } from '../../../../../src/shared/game-messages';
import { englishWith } from '../../fixtures/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishWith('launch');
});
afterEach(cleanup);

function renderFrame() {
  const onBalanceChanged = vi.fn();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <GameFrame
        url="about:blank"
        title="Lucky Crown"
        sandbox="allow-scripts"
        onBalanceChanged={onBalanceChanged}
        variant="page"
      />
    </I18nextProvider>,
  );
  const frame = result.container.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no game frame');
  return { ...result, onBalanceChanged, game: frame.contentWindow };
}

/** A message as the browser delivers it to the site's window. */
const post = (data: unknown, source: Window | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, source }));

describe('the game frame', () => {
  it('passes on the balance hint of its own game', () => {
    const { onBalanceChanged, game } = renderFrame();
    post(balanceChangedMessage, game);
    expect(onBalanceChanged).toHaveBeenCalledTimes(1);
  });

  it('ignores the hint from any other window and any other message of its game', () => {
    const { onBalanceChanged, game } = renderFrame();
    post(balanceChangedMessage, window);
    post(balanceChangedMessage, null);
    post({ type: 'playhub:something-else' }, game);
    post('playhub:balance-changed', game);
    expect(onBalanceChanged).not.toHaveBeenCalled();
  });

  it('stops listening when it is gone', () => {
    const { onBalanceChanged, game, unmount } = renderFrame();
    unmount();
    post(balanceChangedMessage, game);
    expect(onBalanceChanged).not.toHaveBeenCalled();
  });
});
