/** R2 keys come from server-generated ids only (SECURITY.md Files); account deletion sweeps `users/<id>/`. */
export function issuedFileKey(userId: string, documentId: string): string {
  return `users/${userId}/issued-invoices/${documentId}`;
}
