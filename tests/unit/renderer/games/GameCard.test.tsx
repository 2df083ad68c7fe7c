// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import defaultIcon from '../../../../src/renderer/assets/game-default.svg';
import { GameCard } from '../../../../src/renderer/games/GameCard';
import { makeHarness } from '../fixtures/harness';
import { makeStatus } from '../fixtures/status';
import { game } from './fakeGames';

afterEach(cleanup);

async function renderCard(overrides: Parameters<typeof game>[1] = {}) {
  const h = await makeHarness(makeStatus(), { language: 'en' });
  await act(() => h.store.ui.setLanguage('en'));
  const onPlay = vi.fn();
  render(
    h.wrap(
      <ul>
        <GameCard game={game(7, overrides)} onPlay={onPlay} />
      </ul>,
    ),
  );
  const card = screen.getByRole('listitem');
  const picture = card.querySelector('img');
  if (!picture) throw new Error('the card has no picture');
  return { picture, onPlay };
}

describe('GameCard picture', () => {
  it('loads lazily, asks once more on failure, then shows the default game icon', async () => {
    const { picture } = await renderCard({ showIcon: '/img/7.png' });
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('src')).toBe('/img/7.png');
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe('/img/7.png?retry=1');
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe(defaultIcon);
    // The default icon failing too does not start another round of retries.
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe(defaultIcon);
  });

  it('shows the default icon at once for a game without a picture', async () => {
    const { picture } = await renderCard({ showIcon: '', iconUrl: '' });
    expect(picture.getAttribute('src')).toBe(defaultIcon);
  });

  it('keeps a query string when retrying, and Play starts the game', async () => {
    const { picture, onPlay } = await renderCard({ showIcon: '', iconUrl: '/img/7.png?v=2' });
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe('/img/7.png?v=2&retry=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Play Game 7' }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ nodeId: '7' }));
  });
});
