// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager, hashTarget } from '../../../../src/renderer/router/ScrollManager';

let scrollTo: ReturnType<typeof vi.fn>;
let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});
afterEach(cleanup);

/** Renders its section only after `delayMs`, like a page whose chunk is still loading. */
function LatePage({ delayMs }: { delayMs: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return ready ? <section id="term">terms</section> : <div aria-busy="true" />;
}

describe('ScrollManager', () => {
  it('scrolls to an anchor that appears after the navigation (lazy page still loading)', async () => {
    vi.useFakeTimers();
    try {
      render(
        <MemoryRouter initialEntries={['/help#term']}>
          <ScrollManager />
          <LatePage delayMs={50} />
        </MemoryRouter>,
      );
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(scrollIntoView).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(60));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect((scrollIntoView.mock.contexts[0] as Element).id).toBe('term');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops watching for the anchor once the visitor has moved on', async () => {
    vi.useFakeTimers();
    try {
      const { unmount } = render(
        <MemoryRouter initialEntries={['/help#term']}>
          <ScrollManager />
        </MemoryRouter>,
      );
      unmount();
      const late = document.createElement('section');
      late.id = 'term';
      document.body.append(late);
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(scrollIntoView).not.toHaveBeenCalled();
      late.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('survives a malformed hash escape', () => {
    expect(hashTarget('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashTarget('#caf%C3%A9')).toBe('café');
    expect(hashTarget('')).toBe('');
    expect(() =>
      render(
        <MemoryRouter initialEntries={['/help#%E0%A4%A']}>
          <ScrollManager />
        </MemoryRouter>,
      ),
    ).not.toThrow();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
