import type { Database } from "../db/client";
import type { AppBindings } from "../env";
import { readPeppolConfig } from "../env";
import { createHttpPeppolProvider } from "./http-provider";
import { type PeppolProvider, PeppolProviderError } from "./provider";
import { isFinal, listTransmissions, type TransmissionRow, updateTransmission } from "./transmission-store";

export interface RefreshedTransmissions {
  readonly rows: readonly TransmissionRow[];
  /** False when the access point could not be asked: the stored statuses are shown as they were. */
  readonly upToDate: boolean;
}

/**
 * The invoice's transmissions, newest first, with every one still "sent" asked about at the
 * provider. An outage never fails the read: what we know is still worth showing.
 */
/** The row with the provider's current word; null when the provider could not be asked. */
async function refreshOne(
  provider: PeppolProvider,
  db: Database,
  row: TransmissionRow,
): Promise<TransmissionRow | null> {
  try {
    const state = await provider.getTransmission(row.providerTransmissionId ?? "");
    if (state.status === row.status) return row;
    const reason = "reason" in state ? state.reason : null;
    return await updateTransmission(db, row, { status: state.status, reason }, Date.now());
  } catch (error) {
    if (!(error instanceof PeppolProviderError)) throw error;
    if (error.kind !== "not_found") return null;
    const reason = "The access point has no record of this transmission.";
    return updateTransmission(db, row, { status: "failed", reason }, Date.now());
  }
}

export async function refreshTransmissions(
  env: AppBindings,
  db: Database,
  userId: string,
  issuedInvoiceId: string,
): Promise<RefreshedTransmissions> {
  const rows = await listTransmissions(db, userId, issuedInvoiceId);
  const open = rows.filter((row) => !isFinal(row.status) && row.providerTransmissionId);
  const config = readPeppolConfig(env);
  if (open.length === 0) return { rows, upToDate: true };
  if (!config) return { rows, upToDate: false };
  const provider = createHttpPeppolProvider(config);
  const refreshed: TransmissionRow[] = [];
  let upToDate = true;
  for (const row of rows) {
    const current = upToDate && open.includes(row) ? await refreshOne(provider, db, row) : row;
    if (current === null) upToDate = false;
    refreshed.push(current ?? row);
  }
  return { rows: refreshed, upToDate };
}
