import { type ReactElement, useCallback, useEffect, useState } from "react";
import { m } from "../../../core/i18n/messages";

interface SupplierProfile {
  readonly supplierKey: string;
  readonly supplierName: string | null;
  readonly fields: readonly string[];
  readonly updatedAt: number;
}

const FIELD_NAMES: Readonly<Record<string, () => string>> = {
  invoiceNumber: m.processor_profile_field_invoice_number,
  invoiceDate: m.processor_profile_field_invoice_date,
  dueDate: m.processor_profile_field_due_date,
  supplierName: m.processor_profile_field_supplier_name,
  customerName: m.processor_profile_field_customer_name,
  paymentReference: m.processor_profile_field_payment_reference,
  subtotalCents: m.processor_profile_field_subtotal,
  vatTotalCents: m.processor_profile_field_vat,
  totalCents: m.processor_profile_field_total,
  amountDueCents: m.processor_profile_field_amount_due,
};

function describeKey(key: string): string {
  const [kind, rest] = key.split(":");
  const value = rest ?? "";
  if (kind === "vat") return m.processor_profile_key_vat({ value });
  if (kind === "kvk") return m.processor_profile_key_kvk({ value });
  return m.processor_profile_key_iban({ value });
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
      if (!signal?.aborted) setError(m.processor_profiles_load_failed());
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
    else setError(m.processor_profiles_delete_failed());
  };
  return (
    <div className="space-y-3">
      <p className="text-gray-700 dark:text-gray-300">{m.processor_profiles_intro()}</p>
      {error ? <p role="alert">{error}</p> : null}
      {profiles && profiles.length === 0 ? <p>{m.processor_profiles_none()}</p> : null}
      {profiles && profiles.length > 0 ? (
        <ul className="divide-y divide-gray-200 dark:divide-gray-700">
          {profiles.map((profile) => (
            <li key={profile.supplierKey} className="flex items-center justify-between gap-4 py-2">
              <span>
                <strong>{profile.supplierName ?? describeKey(profile.supplierKey)}</strong>{" "}
                <span className="text-gray-600 dark:text-gray-400">
                  ({describeKey(profile.supplierKey)}):{" "}
                  {profile.fields.map((f) => FIELD_NAMES[f]?.() ?? f).join(", ")}
                </span>
              </span>
              <button
                type="button"
                className="rounded border px-3 py-1"
                onClick={() => void remove(profile.supplierKey)}
                aria-label={m.processor_profile_delete_named({
                  name: profile.supplierName ?? describeKey(profile.supplierKey),
                })}
              >
                {m.processor_profile_delete()}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
