// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DesktopGameStage } from '../../../../../src/renderer/games/launch/DesktopGameStage';
import type { GameClosedReason, GameView } from '../../../../../src/renderer/platform';
import { englishWith } from '../../fixtures/i18n';

const URL = 'https://games.example.com/slot?token=1';

/** The desktop bridge's game view: records each call; the test plays the shell's events. */
function fakeGameView(answers: { open?: boolean; fullscreen?: boolean } = {}) {
  const closed = new Set<(reason: GameClosedReason) => void>();
  const fullscreen = new Set<(fullscreen: boolean) => void>();
  const view = {
    open: vi.fn(() => Promise.resolve(answers.open ?? true)),
    close: vi.fn(() => Promise.resolve(true)),
    reload: vi.fn(() => Promise.resolve(true)),
    setFullscreen: vi.fn((wanted: boolean) => Promise.resolve(answers.fullscreen ?? wanted)),
    onClosed: (listener: (reason: GameClosedReason) => void) => {
      closed.add(listener);
      return () => closed.delete(listener);
    },
    onFullscreenChanged: (listener: (fullscreen: boolean) => void) => {
      fullscreen.add(listener);
      return () => fullscreen.delete(listener);
    },
  } satisfies GameView;
  const shell = {
    close: (reason: GameClosedReason) => act(() => closed.forEach((listener) => listener(reason))),
    fullscreen: (value: boolean) => act(() => fullscreen.forEach((listener) => listener(value))),
  };
  return { view, shell, listeners: () => closed.size + fullscreen.size };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishWith('launch');
});
afterEach(cleanup);

async function renderStage(view: GameView, onBack = vi.fn()) {
  const result = render(
    <I18nextProvider i18n={i18n}>
      <DesktopGameStage view={view} url={URL} title="Fortune Slots" onBack={onBack} />
    </I18nextProvider>,
  );
  // Lets the open() answer arrive.
  await act(() => Promise.resolve());
  return { ...result, onBack };
}

const button = (name: string) => screen.getByRole('button', { name });

/** Clicks a control and lets the bridge's answer arrive. */
async function clickAndSettle(name: string): Promise<void> {
  fireEvent.click(button(name));
  await act(() => Promise.resolve());
}

describe('DesktopGameStage (the desktop game toolbar)', () => {
  it('opens the game view once with its URL and title, under a toolbar with the three controls', async () => {
    const { view } = fakeGameView();
    await renderStage(view);
    expect(view.open).toHaveBeenCalledExactlyOnceWith(URL, 'Fortune Slots');
    expect(screen.getByRole('toolbar', { name: 'Game controls' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fortune Slots' })).toBeTruthy();
    expect(['Back to lobby', 'Reload', 'Full screen'].map((name) => button(name).tagName)).toEqual([
      'BUTTON',
      'BUTTON',
      'BUTTON',
    ]);
  });

  it('Back to lobby hands over to the page, and leaving the page closes the view and its listeners', async () => {
    const { view, listeners } = fakeGameView();
    const { onBack, unmount } = await renderStage(view);
    fireEvent.click(button('Back to lobby'));
    expect(onBack).toHaveBeenCalledOnce();
    unmount();
    expect(view.close).toHaveBeenCalledOnce();
    expect(listeners()).toBe(0);
  });

  it('Reload reloads the game view, without opening it again', async () => {
    const { view } = fakeGameView();
    await renderStage(view);
    fireEvent.click(button('Reload'));
    expect(view.reload).toHaveBeenCalledOnce();
    expect(view.open).toHaveBeenCalledOnce();
  });

  it('Full screen asks the shell, hides the strip while full screen and brings it back when the shell leaves it', async () => {
    const { view, shell } = fakeGameView();
    await renderStage(view);
    await clickAndSettle('Full screen');
    expect(view.setFullscreen).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.queryByRole('toolbar')).toBeNull();
    shell.fullscreen(false);
    expect(screen.getByRole('toolbar')).toBeTruthy();
  });

  it('keeps the strip when the shell refuses full screen', async () => {
    const { view } = fakeGameView({ fullscreen: false });
    await renderStage(view);
    await clickAndSettle('Full screen');
    expect(screen.getByRole('toolbar')).toBeTruthy();
  });

  it.each([
    ['crashed', 'The game stopped unexpectedly.'],
    ['load-failed', 'The game failed to load.'],
  ] as const)(
    'when the shell closes the game (%s) it says so, and Reload or Try again open it afresh',
    async (reason, text) => {
      const { view, shell } = fakeGameView();
      await renderStage(view);
      shell.close(reason);
      expect(screen.getByRole('alert').textContent).toContain(text);
      expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
      await clickAndSettle('Reload');
      expect(view.reload).not.toHaveBeenCalled();
      expect(view.open).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('alert')).toBeNull();
      shell.close(reason);
      await clickAndSettle('Try again');
      expect(view.open).toHaveBeenCalledTimes(3);
    },
  );

  it('shows the load failure when the shell could not open the view at all', async () => {
    const { view } = fakeGameView({ open: false });
    await renderStage(view);
    expect(screen.getByRole('alert').textContent).toContain('The game failed to load.');
  });
});
