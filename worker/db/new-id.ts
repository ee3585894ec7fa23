import { generateSecret } from "../auth/secrets";

/** A row id: 16 bytes from a CSPRNG as text (DESIGN.md, Data). */
export function newId(): string {
  return generateSecret(16);
}
