import { hash, verify } from "@node-rs/argon2";

/** argon2id at the OWASP minimum (m = 19 MiB, t = 2, p = 1). */
const PARAMS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A fixed hash verified when no account matches, so timing does not reveal which accounts exist. */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword("decoy-password-never-used-1!");
  await verifyPassword(await decoy, password);
}
