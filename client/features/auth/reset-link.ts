/** SPEC §4: /reset-password is valid with token=true or an access_token parameter. */
export function isResetLinkValid(search: Record<string, unknown>): boolean {
  return search.token === true || search.token === "true" || typeof search.access_token === "string";
}
