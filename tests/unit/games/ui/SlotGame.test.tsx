// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalSlotClient } from '../../../../src/games/slot/ui/localClient';
import { formatMinor } from '../../../../src/games/slot/ui/money';
import { SlotGame } from '../../../../src/games/slot/ui/SlotGame';
import { findRound, INSTANT, roundOnStops, scriptedClient, seedSequence, t } from './fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const spinButton = () => screen.getByRole('button', { name: /^Spin for/ });
const balance = () => screen.getByTestId('balance').textContent;

describe('the slot', () => {
  it('shows no win before the first spin: no marked cells, win lines or line wins', async () => {
    const client = createLocalSlotClient(seedSequence(), { balance: 10_000 });
    render(<SlotGame client={client} t={t} {...INSTANT} />);
    await waitFor(() => expect(balance()).toBe('100.00'));
    expect(document.querySelectorAll('.slot-cell.is-winning')).toHaveLength(0);
    expect(document.querySelectorAll('.slot-winlines path, .slot-winlines polyline')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Wins of this spin' })).toBeNull();
    expect(screen.getByTestId('round-result').textContent?.trim()).toBe('');
  });

  it('takes the stake when a spin starts and shows the balance after the win when the round ends', async () => {
    const client = createLocalSlotClient(seedSequence(), { balance: 10_000 });
    const spy = vi.spyOn(client, 'spin');
    render(<SlotGame client={client} t={t} {...INSTANT} />);
    await waitFor(() => expect(balance()).toBe('100.00'));
    expect(spinButton().getAttribute('aria-label')).toBe('Spin for 0.20');

    fireEvent.click(spinButton());
    expect(balance()).toBe('99.80');
    expect(spy).toHaveBeenCalledWith(20);
    const { round, balanceAfter } = await (spy.mock.results[0]!.value as ReturnType<typeof client.spin>);
    await waitFor(() => expect(screen.getByTestId('round-result').textContent?.trim()).not.toBe(''));
    expect(balanceAfter).toBe(10_000 - 20 + round.win);
    expect(balance()).toBe(formatMinor(balanceAfter));
    // The reels show the round's last spin and the live region describes it.
    const last = round.freeSpins.at(-1) ?? round.base;
    expect(screen.getByTestId('cell-0-0').querySelector('svg')?.getAttribute('data-symbol')).toBe(last.grid[0]![0]);
    expect(screen.getByTestId('reels-live').textContent).toContain('Top row:');
  });

  it('tells its host after each round that the balance moved, once per round', async () => {
    const client = createLocalSlotClient(seedSequence(), { balance: 10_000 });
    const onBalanceShown = vi.fn();
    render(<SlotGame client={client} t={t} {...INSTANT} onBalanceShown={onBalanceShown} />);
    await waitFor(() => expect(balance()).toBe('100.00'));
    expect(onBalanceShown).not.toHaveBeenCalled();
    const spy = vi.spyOn(client, 'spin');
    fireEvent.click(spinButton());
    const { balanceAfter } = await (spy.mock.results[0]!.value as ReturnType<typeof client.spin>);
    await waitFor(() => expect(balance()).toBe(formatMinor(balanceAfter)));
    expect(onBalanceShown).toHaveBeenCalledTimes(1);
  });

  it('spins at the chosen stake', async () => {
    const client = createLocalSlotClient(seedSequence());
    const spy = vi.spyOn(client, 'spin');
    render(<SlotGame client={client} t={t} {...INSTANT} />);
    await waitFor(() => expect(balance()).toBe('100.00'));
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '100' } });
    fireEvent.click(spinButton());
    expect(spy).toHaveBeenCalledWith(100);
    expect(balance()).toBe('99.00');
  });

  it('keeps the spin button locked while the round runs and until the minimum interval has passed', async () => {
    vi.useFakeTimers();
    const round = findRound((r) => r.win === 0);
    render(<SlotGame client={scriptedClient([round, round])} t={t} reelMs={0} freeSpinPauseMs={0} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect((spinButton() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(spinButton());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('round-result').textContent).toBe('No win this round.');
    expect((spinButton() as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2_480));
    expect((spinButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(spinButton());
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect((spinButton() as HTMLButtonElement).disabled).toBe(false);
    expect(balance()).toBe('99.80');
  });

  it('keeps the button locked while the server has not answered, even after the interval', async () => {
    let release = () => undefined as void;
    const gate = () => new Promise<void>((resolve) => (release = resolve));
    const round = findRound((r) => r.win === 0);
    render(<SlotGame client={scriptedClient([round], 10_000, gate)} t={t} {...INSTANT} />);
    await waitFor(() => expect((spinButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(spinButton());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((spinButton() as HTMLButtonElement).disabled).toBe(true);
    expect(spinButton().getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect((spinButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('presents a win only when the win exceeds the stake', async () => {
    const returned = findRound((r) => r.win > 0 && r.win <= r.stake);
    const none = findRound((r) => r.win === 0);
    const won = findRound((r) => r.win > r.stake);
    render(<SlotGame client={scriptedClient([returned, none, won])} t={t} {...INSTANT} />);
    await waitFor(() => expect((spinButton() as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(spinButton());
    await waitFor(() => expect(screen.getByTestId('round-result').textContent).toContain('returned'));
    expect(screen.queryByTestId('win-presentation')).toBeNull();
    // The paying line is still explained, neutrally.
    expect(screen.getByRole('list', { name: 'Wins of this spin' })).toBeTruthy();

    await waitFor(() => expect((spinButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(spinButton());
    await waitFor(() => expect(screen.getByTestId('round-result').textContent).toBe('No win this round.'));
    expect(screen.queryByTestId('win-presentation')).toBeNull();

    await waitFor(() => expect((spinButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(spinButton());
    await waitFor(() => expect(screen.getByTestId('win-presentation')).toBeTruthy());
    expect(screen.getByTestId('win-presentation').textContent).toContain(formatMinor(won.win));
    expect(document.querySelectorAll('.slot-cell.is-winning').length).toBeGreaterThan(0);
  });

  it('counts the free spins with their x3 multiplier and credits the whole round at its end', async () => {
    vi.useFakeTimers();
    // Reels 1-3 stop on their scatter: 3 scatters award 10 free spins.
    const round = roundOnStops([4, 9, 13, 0, 0]);
    expect(round.freeSpins).toHaveLength(10);
    render(
      <SlotGame client={scriptedClient([round])} t={t} reelMs={0} freeSpinPauseMs={1_000} minSpinIntervalMs={0} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(spinButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    const counter = () => screen.getByTestId('free-spin-counter').textContent;
    expect(counter()).toBe('10 free spins awarded!');
    expect(screen.getByTestId('free-spins').textContent).toContain('x3');
    for (let spin = 1; spin <= 10; spin++) {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(counter()).toBe(`Free spin ${spin} of 10`);
      // Mid-round the balance shows the stake taken; the win is credited when the round ends.
      expect(balance()).toBe('99.80');
    }
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(balance()).toBe(formatMinor(10_000 - round.stake + round.win));
    expect(screen.getByTestId('free-spins').textContent).toContain(
      formatMinor(round.freeSpins.reduce((sum, free) => sum + free.win, 0)),
    );
  });

  it('has no autoplay control unless the jurisdiction allows it', async () => {
    const client = createLocalSlotClient(seedSequence());
    const { unmount } = render(<SlotGame client={client} t={t} />);
    await waitFor(() => expect(balance()).toBe('100.00'));
    expect(screen.queryByTestId('autoplay')).toBeNull();
    expect(screen.queryByText(/autoplay/i)).toBeNull();
    unmount();
    render(<SlotGame client={client} t={t} autoplayAllowed />);
    expect(screen.getByRole('button', { name: 'Start autoplay' })).toBeTruthy();
  });

  it('shows the latest round on return, without a win presentation', async () => {
    const client = createLocalSlotClient(seedSequence());
    const played = await client.spin(20);
    render(<SlotGame client={client} t={t} {...INSTANT} />);
    await waitFor(() =>
      expect(screen.getByTestId('round-result').textContent).toBe(
        `Your last round: stake 0.20, paid ${formatMinor(played.round.win)}.`,
      ),
    );
    expect(screen.queryByTestId('win-presentation')).toBeNull();
    expect(balance()).toBe(formatMinor(played.balanceAfter));
  });

  it('offers only stakes the game can settle and the brand minimum allows', async () => {
    render(
      <SlotGame client={createLocalSlotClient(seedSequence())} t={t} stakes={[10, 20, 50, 60, 100]} minBet="0.5" />,
    );
    const options = [...screen.getByLabelText<HTMLSelectElement>('Stake').options].map((o) => o.textContent);
    expect(options).toEqual(['0.60', '1.00']);
    await waitFor(() => expect(balance()).toBe('100.00'));
  });

  it('explains a refused spin and restores the balance', async () => {
    const client = createLocalSlotClient(seedSequence(), { balance: 30 });
    render(<SlotGame client={client} t={t} {...INSTANT} stakes={[20, 40]} />);
    await waitFor(() => expect(balance()).toBe('0.30'));
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '40' } });
    expect((spinButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Your balance is too low for this stake.')).toBeTruthy();
  });
});
