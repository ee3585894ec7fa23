/** Outcome of validating one user-entered value: the normalised value, or a message to show. */
export type ValidationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

export function valid<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

export function invalid<T = never>(error: string): ValidationResult<T> {
  return { ok: false, error };
}
