import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { bankStatements, documents } from "../../worker/db/schema";
import { createSignedInUser } from "./support/accounts";
import { bankApi, saveFile } from "./support/bank-api";

const db = createDatabase(env.DB);

/** A bunq export (2023 layout) of two accounts, without balances. */
const BUNQ = `"Date";"Interest Date";"Amount";"Account";"Counterparty";"Name";"Description"
"2024-01-02";"2024-01-02";"-1.250,00";"NL44BUNQ0000000001";"NL20INGB0001234567";"Landlord";"Rent"
"2024-01-03";"2024-01-03";"20,00";"NL44BUNQ0000000002";"";"Friend";"Pizza"
`;

describe("saving a bank's CSV export", () => {
  it("saves one statement per account, format csv, balances unknown and said so", async () => {
    const user = await createSignedInUser("bank-csv");
    const saved = await saveFile(user.cookie, { name: "bunq.csv", bytes: BUNQ });
    expect(saved.warnings).toEqual([
      "the file has no balances, so the opening and closing balances are unknown (not calculated)",
    ]);
    const rows = await db.select().from(bankStatements).where(eq(bankStatements.userId, user.id));
    expect(
      rows.map((row) => [row.format, row.accountIban, row.transactionCount, row.openingBalance]),
    ).toEqual([
      ["csv", "NL44BUNQ0000000001", 1, null],
      ["csv", "NL44BUNQ0000000002", 1, null],
    ]);
    const [document] = await db.select().from(documents).where(eq(documents.userId, user.id));
    expect(document?.contentType).toBe("text/csv");
  });

  it("downloads as MT940, but refuses CAMT.053 with what to do: the file had no balance to write", async () => {
    const user = await createSignedInUser("bank-csv");
    const saved = await saveFile(user.cookie, { name: "bunq.csv", bytes: BUNQ });
    const id = saved.statements[0]?.id ?? "";
    const mt940 = await bankApi(`/${id}/export?format=mt940`, user.cookie);
    expect(mt940.status).toBe(200);
    expect(await mt940.text()).toContain(":25:NL44BUNQ0000000001");
    const camt = await bankApi(`/${id}/export?format=camt053-02`, user.cookie);
    expect(camt.status).toBe(422);
    expect(await camt.json()).toEqual({
      error: {
        code: "camt_needs_balances",
        message:
          "CAMT.053 needs an opening balance, and this statement has none: its file had no balances. Open the file in the converter and type the opening balance from your online banking.",
      },
    });
  });
});
