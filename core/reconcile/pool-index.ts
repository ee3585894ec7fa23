import type { PoolInvoice, TransactionView } from "./evidence";

/**
 * Look-ups from what a transaction carries (references, digit groups, account, name words) to the
 * invoices worth weighing, so a year of statements is not compared with every invoice in full.
 */
export interface PoolIndex {
  readonly all: readonly PoolInvoice[];
  readonly byReference: ReadonlyMap<string, PoolInvoice[]>;
  readonly byDigits: ReadonlyMap<string, PoolInvoice[]>;
  readonly byIban: ReadonlyMap<string, PoolInvoice[]>;
  readonly byNameWord: ReadonlyMap<string, PoolInvoice[]>;
}

function push(map: Map<string, PoolInvoice[]>, key: string, item: PoolInvoice): void {
  if (key === "") return;
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== item) list.push(item);
  } else map.set(key, [item]);
}

export function indexPool(pool: readonly PoolInvoice[]): PoolIndex {
  const byReference = new Map<string, PoolInvoice[]>();
  const byDigits = new Map<string, PoolInvoice[]>();
  const byIban = new Map<string, PoolInvoice[]>();
  const byNameWord = new Map<string, PoolInvoice[]>();
  for (const item of pool) {
    push(byReference, item.reference, item);
    push(byReference, item.compactNumber, item);
    push(byDigits, item.numberPattern.key, item);
    push(byDigits, item.numberPattern.compactKey, item);
    for (const iban of item.ibans) push(byIban, iban, item);
    for (const word of item.partyTokens) push(byNameWord, word, item);
  }
  return { all: pool, byReference, byDigits, byIban, byNameWord };
}

/** Invoices the transaction points at by reference, number, account or name, plus those with a fitting amount. */
export function candidatesFor(
  view: TransactionView,
  index: PoolIndex,
  fitsAmount: (item: PoolInvoice) => boolean,
): Set<PoolInvoice> {
  const found = new Set<PoolInvoice>();
  const add = (list: readonly PoolInvoice[] | undefined): void => {
    for (const item of list ?? []) if (item.openCents !== 0) found.add(item);
  };
  for (const reference of view.references) add(index.byReference.get(reference));
  for (const group of view.digitGroups) add(index.byDigits.get(group));
  add(index.byIban.get(view.iban));
  for (const word of view.partyTokens) add(index.byNameWord.get(word));
  for (const item of index.all) if (item.openCents !== 0 && fitsAmount(item)) found.add(item);
  return found;
}
