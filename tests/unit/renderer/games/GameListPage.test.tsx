// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EgamePage from '../../../../src/renderer/pages/egame';
import { ROUTES } from '../../../../src/renderer/router/routeTable';
import { makeHarness } from '../fixtures/harness';
import { makeStatus } from '../fixtures/status';
import { fakeCatalogue } from './fakeGames';

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

function routeOf(path: string) {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

async function renderPage(url: string, path: string, vendorCodes?: string[], laneType?: string) {
  const catalogue = fakeCatalogue(vendorCodes, 40, laneType);
  const h = await makeHarness(makeStatus(), { language: 'en', api: catalogue.api });
  await act(() => h.store.ui.setLanguage('en'));
  render(
    h.wrap(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<EgamePage route={routeOf(path)} />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  await screen.findByRole('list', { name: 'Games' });
  return { h, ...catalogue };
}

describe('game-list page', () => {
  it('shows 15 games of the route type with vendors, filters and pager', async () => {
    const { queries } = await renderPage('/rng', '/rng');
    expect(within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem')).toHaveLength(15);
    expect(queries[0]).toMatchObject({ gameType: 'RNG', pageNo: 1, pageSize: 15 });
    expect(screen.getByRole('button', { name: 'JL Gaming' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More providers' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });

  it('a filter after paging goes back to page 1', async () => {
    const { queries } = await renderPage('/rng', '/rng');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ pageNo: 3 }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'VP' } });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ pageNo: 1, pageSize: 15, gameClassify: 'VP' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'crown' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ pageNo: 1, gameName: 'crown' }));
    expect(queries.at(-1)).not.toHaveProperty('gameClassify');
  });

  it('searches as the player types, keeping the typed text in the box', async () => {
    const { queries } = await renderPage('/rng', '/rng');
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'cro' } });
    fireEvent.change(box, { target: { value: 'crown ' } });
    expect(box.value).toBe('crown ');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ pageNo: 1, gameName: 'crown' }));
    expect(queries.filter((query) => query.gameName !== undefined).map((query) => query.gameName)).toEqual(['crown']);
    expect(box.value).toBe('crown ');
  });

  it('favourites need login: the login popup opens', async () => {
    const { h } = await renderPage('/rng', '/rng');
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(h.store.ui.modal).toBe('login');
    expect(screen.getByRole('button', { name: 'All games' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('takes the game type from {games} and shows arrows above seven vendors', async () => {
    const codes = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'];
    const { queries } = await renderPage('/games/fish', '/games/:games', codes, 'FISH');
    expect(queries[0]).toMatchObject({ gameType: 'FISH' });
    // The FISH lane's eight vendors are tabs, with both arrows.
    const providers = screen.getByRole('group', { name: 'Game providers' });
    expect(await within(providers).findByRole('button', { name: 'A8 Gaming' })).toBeTruthy();
    expect(within(providers).getByRole('button', { name: 'More providers' })).toBeTruthy();
    expect(within(providers).getByRole('button', { name: 'Previous providers' })).toBeTruthy();
  });

  it('shows no arrows with seven vendors or fewer', async () => {
    const codes = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7'];
    await renderPage('/games/fish', '/games/:games', codes, 'FISH');
    const providers = screen.getByRole('group', { name: 'Game providers' });
    expect(await within(providers).findByRole('button', { name: 'A7 Gaming' })).toBeTruthy();
    expect(within(providers).queryByRole('button', { name: 'More providers' })).toBeNull();
    expect(within(providers).queryByRole('button', { name: 'Previous providers' })).toBeNull();
  });

  it('shows carousel arrows when the lane has more than seven vendors', async () => {
    await renderPage('/rng', '/rng', ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
    expect(await screen.findByRole('button', { name: 'More providers' })).toBeTruthy();
  });

  it('choosing a vendor shows its hall and hot list', async () => {
    await renderPage('/rng?page=PG', '/rng');
    expect(await screen.findByRole('heading', { name: 'PG Gaming Game Hall' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hot' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Play Game 4' })).toBeTruthy();
  });
});
