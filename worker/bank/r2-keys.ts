/** R2 key of a saved original, generated from ids only (SECURITY.md Files; contracts: users/<id>/<kind>/<id>). */
export function bankStatementKey(userId: string, documentId: string): string {
  return `users/${userId}/bank-statements/${documentId}`;
}
