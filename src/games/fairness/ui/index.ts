/** The fairness verifier page's UI: recompute a past round from its revealed seeds. */
export { FairnessVerifier, type FairnessVerifierProps } from './FairnessVerifier';
export { checkVerifierForm, type VerifierCheck, type VerifierField } from './verifierForm';
export type { VerifierValues } from '../../slot/ui/verifierPrefill';
