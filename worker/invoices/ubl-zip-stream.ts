import { Zip, ZipPassThrough } from "fflate";
import type { EInvoiceProfile } from "../../core/invoice/model";
import type { OwnedInvoice } from "./invoice-records";
import type { InvoiceStorage } from "./invoice-storage";
import { type PurchaseExportState, writeStoredPurchase } from "./purchase-ubl";

export interface ZipItem {
  readonly owned: OwnedInvoice;
  readonly state: PurchaseExportState;
}

function uniqueNames(): (name: string) => string {
  const names = new Set<string>();
  return (name) => {
    let candidate = name;
    for (let count = 2; names.has(candidate); count++) candidate = name.replace(/\.xml$/, `-${count}.xml`);
    names.add(candidate);
    return candidate;
  };
}

/**
 * A ZIP of one UBL per invoice, written while it is read: each pull reads one original from R2 and
 * writes its UBL in pieces, so one original (≤ 10 MB) and one 64 KiB piece are held at a time (ADR 252). Entries are stored, not deflated: the bulk is the base64 of an
 * already compressed PDF, and deflating it would cost CPU time for a quarter less.
 */
export function streamUblZip(
  storage: InvoiceStorage,
  items: readonly ZipItem[],
  profile: EInvoiceProfile,
): ReadableStream<Uint8Array> {
  const uniqueName = uniqueNames();
  let next = 0;
  let zip: Zip | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) controller.error(error);
        else {
          controller.enqueue(chunk);
          if (final) controller.close();
        }
      });
    },
    async pull() {
      const item = items[next];
      next += 1;
      if (!zip) return;
      if (!item) {
        zip.end();
        return;
      }
      const written = await writeStoredPurchase(storage, item.owned, item.state, profile);
      const entry = new ZipPassThrough(uniqueName(written.fileName));
      zip.add(entry);
      const pieces = written.pieces();
      for (let piece = pieces.next(); !piece.done; ) {
        const following = pieces.next();
        entry.push(piece.value, following.done === true);
        piece = following;
      }
    },
  });
}
