import { env } from "cloudflare:workers";
import type { ReconcileList, ReconcileState } from "../../../core/reconcile/reconciliation-view";
import { type PaymentLine, writeIng } from "../../core/reconcile/support/statement-layouts";
import { call, type SignedInUser } from "./accounts";
import { saveFile } from "./bank-api";
import { insertIssued } from "./dashboard-seed";

export async function listState(user: SignedInUser, state: ReconcileState): Promise<ReconcileList> {
  const response = await call(`/api/reconciliation?state=${state}`, { cookie: user.cookie });
  if (response.status !== 200) throw new Error(`list ${state}: ${response.status}`);
  return (await response.json()) as ReconcileList;
}

/** An issued invoice of `totalCents` (21 % VAT folded in), with an optional printed reference. */
export async function issuedInvoice(
  userId: string,
  seed: {
    number: string;
    totalCents: number;
    customer: string;
    reference?: string;
    dueDate?: string;
    createdAt: number;
  },
): Promise<string> {
  const id = await insertIssued(userId, {
    status: "issued",
    number: seed.number,
    date: "2024-03-01",
    dueDate: seed.dueDate ?? "2099-12-31",
    customer: seed.customer,
    vat: [{ category: "S", rate: 2100, taxable: seed.totalCents, vat: 0 }],
    createdAt: seed.createdAt,
  });
  if (seed.reference)
    await env.DB.prepare("update issued_invoices set payment_reference = ? where id = ?")
      .bind(seed.reference, id)
      .run();
  return id;
}

export function line(overrides: Partial<PaymentLine> & Pick<PaymentLine, "amountCents">): PaymentLine {
  return {
    date: "2024-03-20",
    name: "Bakkerij de Vries",
    iban: "NL91ABNA0417164300",
    bic: "ABNANL2A",
    text: "",
    reference: "",
    endToEndId: "NOTPROVIDED",
    reversal: false,
    ...overrides,
  };
}

/** Saves an ING MT940 statement with these lines through the real upload. */
export async function saveLines(
  user: SignedInUser,
  lines: readonly PaymentLine[],
  name = "maart.sta",
): Promise<void> {
  await saveFile(user.cookie, { name, bytes: writeIng("NL69INGB0123456789", lines) });
}
