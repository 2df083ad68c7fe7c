// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pureFairCrypto, verifyCommitment } from '../../../../src/games/fairness/engine';
import { createLocalSlotClient } from '../../../../src/games/slot/ui/localClient';
import { SlotGame } from '../../../../src/games/slot/ui/SlotGame';
import { INSTANT, seedSequence, t } from './fixtures';

afterEach(cleanup);

async function openFairness(client = createLocalSlotClient(seedSequence())) {
  const onOpenVerifier = vi.fn();
  render(<SlotGame client={client} t={t} {...INSTANT} onOpenVerifier={onOpenVerifier} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Fairness' }));
  await waitFor(() => expect(screen.getByTestId('commitment')).toBeTruthy());
  return { client, onOpenVerifier };
}

describe('the fairness panel', () => {
  it('shows the current commitment, client seed and next nonce', async () => {
    const { client } = await openFairness();
    const fairness = await client.fairness();
    expect(screen.getByTestId('commitment').textContent).toBe(fairness.commitment);
    expect(screen.getByTestId('nonce').textContent).toBe('0');
    expect(screen.getByLabelText<HTMLInputElement>('Client seed').value).toBe(fairness.clientSeed);
  });

  it('moves the nonce on after a round', async () => {
    await openFairness();
    fireEvent.click(screen.getByRole('button', { name: /^Spin for/ }));
    await waitFor(() => expect(screen.getByTestId('nonce').textContent).toBe('1'));
  });

  it('refuses an invalid client seed and saves a valid one, revealing the old server seed', async () => {
    const { client } = await openFairness();
    const before = await client.fairness();
    const input = screen.getByLabelText('Client seed');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save client seed' });
    expect(save.disabled).toBe(true);

    for (const bad of ['', 'x'.repeat(65), 'tab\there']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(screen.getByRole('alert').textContent).toBe('Enter 1 to 64 characters, without control characters.');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(save.disabled).toBe(true);
    }

    fireEvent.change(input, { target: { value: 'my own seed' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    const revealed = await screen.findByTestId('revealed-seed');
    const after = await client.fairness();
    expect(after.clientSeed).toBe('my own seed');
    expect(after.commitment).not.toBe(before.commitment);
    expect(screen.getByTestId('commitment').textContent).toBe(after.commitment);
    const [serverSeed, commitment] = within(revealed)
      .getAllByText(/^[0-9a-f]{64}$/)
      .map((node) => node.textContent ?? '');
    expect(commitment).toBe(before.commitment);
    expect(verifyCommitment(pureFairCrypto, serverSeed!, before.commitment)).toBe(true);
  });

  it('rotates the server seed on request and opens the verifier with the revealed seeds', async () => {
    const { client, onOpenVerifier } = await openFairness();
    await client.spin(20);
    await client.spin(20);
    const before = await client.fairness();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate server seed' }));
    const revealed = await screen.findByTestId('revealed-seed');
    expect(within(revealed).getByRole('heading').textContent).toBe('Revealed seed (2 rounds played)');
    expect(screen.getByTestId('nonce').textContent).toBe('0');
    expect(screen.getByTestId('commitment').textContent).not.toBe(before.commitment);

    fireEvent.click(within(revealed).getByRole('button', { name: 'Verify these rounds' }));
    const prefill = onOpenVerifier.mock.calls[0]![0] as { serverSeed: string; commitment: string };
    expect(prefill.commitment).toBe(before.commitment);
    expect(verifyCommitment(pureFairCrypto, prefill.serverSeed, before.commitment)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Open the verifier' }));
    expect(onOpenVerifier).toHaveBeenLastCalledWith({});
  });
});
