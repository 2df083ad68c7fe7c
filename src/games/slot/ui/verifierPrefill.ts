/** What the fairness verifier's form holds, as typed (all text). */
export interface VerifierValues {
  /** Revealed server seed, hex. */
  readonly serverSeed: string;
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: string;
  /** Stake in major units, e.g. "1.00". */
  readonly stake: string;
}

/** Opens the verifier, optionally filled in from a history entry or a revealed seed. */
export type OpenVerifier = (prefill: Partial<VerifierValues>) => void;
