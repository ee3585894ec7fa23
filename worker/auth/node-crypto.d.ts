// The one node:crypto function the Worker uses (nodejs_compat). Declared here instead of pulling all
// of @types/node into the Worker's types, which would let Node-only APIs slip in unnoticed.
declare module "node:crypto" {
  export function scrypt(
    password: string,
    salt: Uint8Array,
    keylen: number,
    options: { N: number; r: number; p: number; maxmem: number },
    callback: (error: Error | null, derivedKey: Uint8Array) => void,
  ): void;
}
