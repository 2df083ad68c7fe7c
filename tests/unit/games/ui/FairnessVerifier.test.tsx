// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoundRng, fromHex } from '../../../../src/games/fairness/engine';
import { FairnessVerifier, checkVerifierForm } from '../../../../src/games/fairness/ui';
import { LUCKY_CROWN, playRound } from '../../../../src/games/slot/engine';
import { createLocalSlotClient } from '../../../../src/games/slot/ui/localClient';
import { formatMinor } from '../../../../src/games/slot/ui/money';
import { SlotGame } from '../../../../src/games/slot/ui/SlotGame';
import { nodeFairCrypto } from '../node-crypto';
import { INSTANT, seedSequence, t } from './fixtures';

afterEach(cleanup);

/** Plays rounds on the local client, rotates, and returns the rounds with the revealed seed. */
async function playedAndRevealed(stakes: number[]) {
  const client = createLocalSlotClient(seedSequence(), { clientSeed: 'verifier test' });
  const played = [];
  for (const stake of stakes) played.push(await client.spin(stake));
  const { revealed } = await client.rotateSeed();
  return { played, revealed };
}

describe('the fairness verifier', () => {
  it('recomputes exactly the round playRound settled, from the revealed seeds', async () => {
    const { played, revealed } = await playedAndRevealed([20, 100, 2_000]);
    for (const [nonce, recorded] of played.entries()) {
      const values = {
        serverSeed: revealed.serverSeed,
        commitment: revealed.commitment,
        clientSeed: revealed.clientSeed,
        nonce: String(nonce),
        stake: formatMinor(recorded.round.stake),
      };
      const check = checkVerifierForm(values);
      expect(check.ok && check.result.verified && check.result.outcome).toEqual(recorded.round);
      // The same round as the server's engine on Node's OpenSSL plays it.
      const server = playRound(
        LUCKY_CROWN,
        createRoundRng(nodeFairCrypto, {
          serverSeed: fromHex(revealed.serverSeed),
          clientSeed: revealed.clientSeed,
          nonce,
        }),
        recorded.round.coinValue,
      );
      expect(check.ok && check.result.verified && check.result.outcome).toEqual(server);
      expect(checkVerifierForm(values, nodeFairCrypto)).toEqual(check);
    }
  });

  it('shows the grid, the wins and the total of the replayed round and that the commitment matches', async () => {
    const { played, revealed } = await playedAndRevealed([100]);
    const { round } = played[0]!;
    render(
      <FairnessVerifier
        t={t}
        initial={{ serverSeed: revealed.serverSeed, commitment: revealed.commitment, clientSeed: revealed.clientSeed }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Nonce'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Round stake'), { target: { value: '1.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByTestId('commitment-check').textContent).toBe('The server seed matches the commitment.');
    expect(screen.getByTestId('verified-total').textContent).toBe(
      `Round total: ${formatMinor(round.win)} on a stake of 1.00`,
    );
    expect(screen.getByText(`Reel stops: ${round.base.stops.join(', ')}`)).toBeTruthy();
    const shownGrid = [0, 1, 2, 3, 4].map((reel) =>
      [0, 1, 2].map((row) =>
        screen.getAllByTestId(`cell-${reel}-${row}`)[0]!.querySelector('svg')?.getAttribute('data-symbol'),
      ),
    );
    expect(shownGrid).toEqual(round.base.grid);
  });

  it('says so when the seed does not match the commitment', async () => {
    const { revealed } = await playedAndRevealed([20]);
    render(<FairnessVerifier t={t} />);
    fireEvent.change(screen.getByLabelText('Revealed server seed'), { target: { value: revealed.serverSeed } });
    fireEvent.change(screen.getByLabelText('Commitment'), { target: { value: 'f'.repeat(64) } });
    fireEvent.change(screen.getByLabelText('Client seed'), { target: { value: revealed.clientSeed } });
    fireEvent.change(screen.getByLabelText('Nonce'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Round stake'), { target: { value: '0.20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByTestId('commitment-check').textContent).toContain('does not match');
    expect(screen.queryByTestId('verified-round')).toBeNull();
  });

  it('explains each malformed field', () => {
    render(<FairnessVerifier t={t} initial={{ serverSeed: 'xyz', nonce: '-1', stake: '0.30' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getAllByText('64 hexadecimal characters.')).toHaveLength(2);
    expect(screen.getByText('1 to 64 characters, without control characters.')).toBeTruthy();
    expect(screen.getByText('A whole number, 0 or more.')).toBeTruthy();
    expect(screen.getByText('An amount that is a multiple of 0.20, e.g. 1.00.')).toBeTruthy();
    expect(screen.getByLabelText('Round stake').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('commitment-check')).toBeNull();
  });

  it('opens inside the game from a history entry, filled in and verifying once the seed is revealed', async () => {
    const client = createLocalSlotClient(seedSequence());
    const { round } = await client.spin(40);
    await client.rotateSeed();
    render(<SlotGame client={client} t={t} {...INSTANT} />);
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Verify round local-1' }));
    expect(screen.getByRole('tab', { name: 'Verifier' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Round stake').value).toBe('0.40');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByTestId('verified-total').textContent).toBe(
      `Round total: ${formatMinor(round.win)} on a stake of 0.40`,
    );
  });
});
