import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Operator password hashing: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane).
 * Algorithm is a const enum in the package typings, which isolatedModules cannot inline;
 * 2 is its Argon2id member.
 */
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The PHC string for a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether the password matches the PHC string; false for malformed hashes. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real verification, so unknown usernames take as long as known ones. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
