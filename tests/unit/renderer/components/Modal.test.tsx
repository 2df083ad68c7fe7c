// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../../src/renderer/components/Modal';
import { makeHarness } from '../fixtures/harness';
import { makeStatus } from '../fixtures/status';

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

describe('generic modal', () => {
  it('Escape closes it only when dismissible; an outside click never does', async () => {
    const h = await makeHarness(makeStatus());
    const onClose = vi.fn();
    const { rerender } = render(h.wrap(<Modal title="A" onClose={onClose} />));
    fireEvent.mouseDown(document.querySelector('.modal-backdrop') as Element);
    fireEvent.click(document.querySelector('.modal-backdrop') as Element);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(h.wrap(<Modal title="A" onClose={onClose} dismissible={false} />));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Enter triggers the default button; only the top modal answers keys', async () => {
    const h = await makeHarness(makeStatus());
    const outerClose = vi.fn();
    const enter = vi.fn();
    render(
      h.wrap(
        <>
          <Modal title="outer" onClose={outerClose} />
          <Modal title="inner" onClose={() => undefined} onEnter={enter} variant="dialog" />
        </>,
      ),
    );
    fireEvent.keyDown(window, { key: 'Enter' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(enter).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'inner' })).toBeTruthy();
  });

  it('locks the page scroll while open and restores it after', async () => {
    const h = await makeHarness(makeStatus());
    const { unmount } = render(h.wrap(<Modal title="A" onClose={() => undefined} />));
    expect(document.body.style.position).toBe('fixed');
    unmount();
    expect(document.body.style.position).toBe('');
  });
});
