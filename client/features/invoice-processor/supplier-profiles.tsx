import { type ReactElement, useCallback, useEffect, useState } from "react";

interface SupplierProfile {
  readonly supplierKey: string;
  readonly supplierName: string | null;
  readonly fields: readonly string[];
  readonly updatedAt: number;
}

const FIELD_NAMES: Readonly<Record<string, string>> = {
  invoiceNumber: "invoice number",
  invoiceDate: "invoice date",
  dueDate: "due date",
  supplierName: "supplier name",
  customerName: "customer name",
  paymentReference: "payment reference",
  subtotalCents: "subtotal",
  vatTotalCents: "VAT",
  totalCents: "total",
  amountDueCents: "amount due",
};

function describeKey(key: string): string {
  const [kind, value] = key.split(":");
  return `${kind === "vat" ? "VAT id" : kind === "kvk" ? "KvK" : "IBAN"} ${value ?? ""}`;
}

/**
 * /dashboard/settings: what your corrections taught Factuurkit about each supplier's invoices (used
 * first on their next invoice, only for you). Deleting a profile makes extraction generic again.
 */
export function SupplierProfiles(): ReactElement {
  const [profiles, setProfiles] = useState<SupplierProfile[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const response = await fetch("/api/supplier-profiles", {
        credentials: "same-origin",
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) throw new Error(String(response.status));
      setProfiles(((await response.json()) as { profiles: SupplierProfile[] }).profiles);
    } catch {
      if (!signal?.aborted) setError("Could not load your supplier profiles. Please try again.");
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const remove = async (key: string): Promise<void> => {
    const response = await fetch(`/api/supplier-profiles/${encodeURIComponent(key)}`, {
      method: "DELETE",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    if (response.ok || response.status === 404)
      setProfiles((list) => list?.filter((p) => p.supplierKey !== key) ?? null);
    else setError("Could not delete that profile. Please try again.");
  };
  return (
    <div className="space-y-3">
      <p className="text-gray-700 dark:text-gray-300">
        When you correct a field on an invoice, Factuurkit remembers where that supplier prints it and reads
        it from there on their next invoice — for you only.
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {profiles && profiles.length === 0 ? <p>No supplier profiles yet.</p> : null}
      {profiles && profiles.length > 0 ? (
        <ul className="divide-y divide-gray-200 dark:divide-gray-700">
          {profiles.map((profile) => (
            <li key={profile.supplierKey} className="flex items-center justify-between gap-4 py-2">
              <span>
                <strong>{profile.supplierName ?? describeKey(profile.supplierKey)}</strong>{" "}
                <span className="text-gray-600 dark:text-gray-400">
                  ({describeKey(profile.supplierKey)}):{" "}
                  {profile.fields.map((f) => FIELD_NAMES[f] ?? f).join(", ")}
                </span>
              </span>
              <button
                type="button"
                className="rounded border px-3 py-1"
                onClick={() => void remove(profile.supplierKey)}
                aria-label={`Delete the profile of ${profile.supplierName ?? describeKey(profile.supplierKey)}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
