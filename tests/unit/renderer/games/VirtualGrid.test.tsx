// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualGrid, type VirtualItemProps } from '../../../../src/renderer/games/VirtualGrid';

afterEach(cleanup);

function renderItem(index: number, props: VirtualItemProps) {
  return (
    <li key={index} {...props}>
      <button type="button">Game {index + 1}</button>
    </li>
  );
}

describe('VirtualGrid', () => {
  it('renders only the window of a long list, each item telling its place in the whole list', () => {
    const onRange = vi.fn();
    render(<VirtualGrid count={3000} label="Games" renderItem={renderItem} onRange={onRange} />);
    const items = within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem');
    // jsdom has no layout: one column, rows of the estimated height, a 768 px viewport plus overscan.
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(10);
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(items[0]?.getAttribute('aria-setsize')).toBe('3000');
    expect(onRange).toHaveBeenLastCalledWith(0, items.length);
    // The list is as tall as all its rows, so the page scrolls as if every card were there.
    expect(parseInt(screen.getByRole('list').style.height, 10)).toBeGreaterThan(3000 * 200);
  });

  it('keeps the focused item rendered when the window moves away from it', async () => {
    render(<VirtualGrid count={3000} label="Games" renderItem={renderItem} />);
    const first = screen.getByRole('button', { name: 'Game 1' });
    act(() => first.focus());
    // Scroll far down: the list's top is now 100,000 px above the viewport.
    const list = screen.getByRole('list');
    list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: -100_000, width: 0, height: 0 });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]).toBe(first);
    expect(first).toBe(document.activeElement);
    // The rest is the window far down the list, in list order after the pinned card.
    expect(buttons.length).toBeGreaterThan(1);
    expect(Number(buttons[1]?.textContent?.replace('Game ', ''))).toBeGreaterThan(100);
  });
});
