/** R2's list and delete both take at most 1000 keys at a time. */
const PAGE_SIZE = 1000;

/**
 * Deletes every object whose key starts with `prefix` (and passes `shouldDelete`), page by page.
 * Listing again after deleting is safe: a retry after a failure picks up what is left.
 */
export async function deleteObjectsUnder(
  bucket: R2Bucket,
  prefix: string,
  shouldDelete: (key: string) => boolean = () => true,
): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
    const keys = page.objects.map((object) => object.key).filter(shouldDelete);
    if (keys.length > 0) await bucket.delete(keys);
    deleted += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
