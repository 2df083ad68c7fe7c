import { useMemo } from 'react';
import { createLocalSlotClient } from './localClient';
import { SlotGame, type SlotGameProps } from './SlotGame';
import type { Translate } from './translate';

/** Browser randomness for the preview's server seeds (the preview is not a money path). */
const browserSeed = () => crypto.getRandomValues(new Uint8Array(32));

/**
 * The slot on the local in-memory client, for a component preview or a design review: play
 * money only, nothing reaches the server or the ledger.
 */
export function SlotPreview({ t, ...props }: { t: Translate } & Omit<SlotGameProps, 'client' | 't'>) {
  const client = useMemo(() => createLocalSlotClient(browserSeed), []);
  return <SlotGame client={client} t={t} {...props} />;
}
