import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { bankStatements, documents } from "../../worker/db/schema";
import { createSignedInUser } from "./support/accounts";
import { saveFile } from "./support/bank-api";

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
});
