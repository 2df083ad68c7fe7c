// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyPage } from '../../../../src/renderer/router/LazyPage';
import { makeHarness } from '../fixtures/harness';
import { makeStatus } from '../fixtures/status';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('LazyPage', () => {
  it('shows the page after a failed first import (one retry)', async () => {
    const { wrap } = await makeHarness(makeStatus());
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('net')) : Promise.resolve({ default: Greeting }));
    render(wrap(<LazyPage chunk="retryOnce" load={load} props={{ name: 'world' }} />));
    expect(await screen.findByText('hello world')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows "Loading chunk N failed" after the second failure, and retry reloads once then imports again', async () => {
    const { wrap } = await makeHarness(makeStatus());
    let calls = 0;
    const load = () => (++calls <= 2 ? Promise.reject(new Error('net')) : Promise.resolve({ default: Greeting }));
    const reload = vi.fn();
    render(wrap(<LazyPage chunk="promo" load={load} props={{ name: 'again' }} reload={reload} />));
    expect(await screen.findByText('Loading chunk promo failed')).toBeTruthy();

    // First retry: a stale deploy is the likely cause, so the page reloads (once).
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      return Promise.resolve();
    });
    expect(reload).toHaveBeenCalledTimes(1);

    // After that reload, retry imports the chunk again instead of reloading forever.
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      return Promise.resolve();
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('hello again')).toBeTruthy();
  });
});
