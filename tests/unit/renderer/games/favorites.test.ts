import { describe, expect, it } from 'vitest';
import { FAVORITE_THROTTLE_MS, Favorites } from '../../../../src/renderer/games/favorites';
import { makeHarness } from '../fixtures/harness';
import { apiFailure, memberInfo } from '../fixtures/session';
import { makeStatus } from '../fixtures/status';
import { fakeCatalogue, game } from './fakeGames';

async function setup(member: Parameters<typeof memberInfo>[0] | null = {}) {
  const catalogue = fakeCatalogue();
  const h = await makeHarness(makeStatus(), {
    api: { getMemberInfo: () => Promise.resolve(memberInfo(member ?? {})) },
  });
  if (member) {
    h.store.session.startSession({ token: 't', firstTimeLogin: false });
    await h.store.session.loadLoginInfo();
  }
  const clock = { now: 10_000 };
  const favorites = new Favorites({
    api: catalogue.api,
    session: h.store.session,
    ui: h.store.ui,
    now: () => clock.now,
  });
  return { h, favorites, clock, ...catalogue };
}

describe('favourites', () => {
  it('loads the ordinary and the lottery ids once per session, kept apart', async () => {
    const { favorites, calls } = await setup();
    await favorites.loadOnce();
    await favorites.loadOnce();
    expect(calls.favoriteIds).toBe(2);
    expect(favorites.isFavorite(game(3))).toBe(true);
    expect(favorites.isFavorite(game(4))).toBe(false);
    // Node 900 is a lottery favourite: not a favourite as a slot, one as an ELOTT game.
    expect(favorites.isFavorite(game(900))).toBe(false);
    expect(favorites.isFavorite(game(900, { gameType: 'ELOTT' }))).toBe(true);
  });

  it('a visitor gets the login popup and a trial account the warning, with no call', async () => {
    const visitor = await setup(null);
    await visitor.favorites.loadOnce();
    expect(await visitor.favorites.toggle(game(4))).toBeUndefined();
    expect(visitor.h.store.ui.modal).toBe('login');
    const trial = await setup({ type: 4, isTrial: true });
    await trial.favorites.loadOnce();
    expect(await trial.favorites.toggle(game(4))).toBeUndefined();
    expect(trial.h.store.ui.dialog?.message).toEqual({ key: 'in_need_true_account' });
    expect([...visitor.actions, ...trial.actions]).toEqual([]);
    expect(visitor.calls.favoriteIds + trial.calls.favoriteIds).toBe(0);
  });

  it('flips the star at once with a loader, and keeps it when the server agrees', async () => {
    const { favorites, actions, control } = await setup();
    await favorites.loadOnce();
    let release = () => {};
    control.hold = new Promise((resolve) => (release = resolve));
    const toggled = favorites.toggle(game(4, { vassalage: 'PG' }));
    expect(favorites.isFavorite(game(4))).toBe(true);
    expect(favorites.isPending(game(4))).toBe(true);
    release();
    expect(await toggled).toBe(true);
    expect(favorites.isPending(game(4))).toBe(false);
    expect(favorites.isFavorite(game(4))).toBe(true);
    expect(actions).toEqual([{ kind: 'add', action: { nodeId: '4', vendor: 'PG', gameType: 'RNG' } }]);
  });

  it('puts the star back and shows the reason when the call fails', async () => {
    const { h, favorites, control } = await setup();
    await favorites.loadOnce();
    control.failNext = apiFailure('function.not.available');
    expect(await favorites.toggle(game(3))).toBeUndefined();
    expect(favorites.isFavorite(game(3))).toBe(true);
    expect(favorites.isPending(game(3))).toBe(false);
    expect(h.store.ui.dialog?.message).toMatchObject({ key: expect.stringMatching(/^errors\./) as unknown });
  });

  it('accepts one toggle of a game per second', async () => {
    const { favorites, actions, clock } = await setup();
    await favorites.loadOnce();
    expect(await favorites.toggle(game(4))).toBe(true);
    clock.now += FAVORITE_THROTTLE_MS - 1;
    expect(await favorites.toggle(game(4))).toBeUndefined();
    expect(favorites.isFavorite(game(4))).toBe(true);
    // Another game is not held back by the first one's throttle.
    expect(await favorites.toggle(game(6))).toBe(true);
    clock.now += 1;
    expect(await favorites.toggle(game(4))).toBe(false);
    expect(actions.map((a) => `${a.kind}:${String(a.action.nodeId)}`)).toEqual(['add:4', 'add:6', 'remove:4']);
  });

  it('forgets the ids when the member logs out', async () => {
    const { h, favorites } = await setup();
    await favorites.loadOnce();
    expect(favorites.ids.size).toBe(2);
    h.store.session.clear();
    expect(favorites.ids.size).toBe(0);
    expect(favorites.isFavorite(game(3))).toBe(false);
  });
});
