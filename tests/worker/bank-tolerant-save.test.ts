import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { bankStatements, bankTransactions } from "../../worker/db/schema";
import { createSignedInUser } from "./support/accounts";
import { saveFile } from "./support/bank-api";

const db = createDatabase(env.DB);

/** A real-shaped export that breaks the standard: no :62F: (only :62M:), and one :61: whose amount is unreadable. */
const TOLERANT = [
  "{1:F01ABNANL2AXXXX0000000000}{2:O9401200240102ABNANL2AXXXX00000000002401021200N}{4:",
  ":20:TOLERANT1",
  ":25:NL91ABNA0417164300",
  ":28C:7/1",
  ":60F:C240101EUR100,00",
  ":61:2401020102D10,00NTRFNONREF",
  ":86:/NAME/Shop/REMI/USTD//Groceries/",
  ":61:2401020102C12,3,4NTRFNONREF",
  ":86:/NAME/Lost/",
  ":62M:C240102EUR90,00",
  "-}",
].join("\r\n");

const INTERIM =
  ":20:INTRADAY\n:25:NL91ABNA0417164300\n:28C:8/1\n:34F:EUR0,\n:13D:2401031200+0100\n:61:2401030103C25,00NTRFNONREF\n:86:/NAME/Klant/\n:90C:1EUR25,00\n";

describe("saving files the converter reads with warnings", () => {
  it("saves what is readable of a tolerant MT940 file and answers with its warnings", async () => {
    const user = await createSignedInUser("bank-tolerant");
    const saved = await saveFile(user.cookie, { name: "tolerant.sta", bytes: TOLERANT });
    expect(saved.warnings).toEqual([
      "statement 1, line 8: the amount '12,3,4' is unreadable — transaction skipped.",
      "statement 1, line 2: the statement has no final closing balance (:62F:); its last intermediate closing balance (:62M:) is used.",
    ]);
    const [statement] = await db.select().from(bankStatements).where(eq(bankStatements.userId, user.id));
    expect(statement).toMatchObject({
      statementRef: "TOLERANT1",
      openingBalance: "100.00",
      closingBalance: "90.00",
      transactionCount: 1,
      reconciled: 1,
    });
    const rows = await db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.statementId, statement?.id ?? ""))
      .orderBy(asc(bankTransactions.position));
    expect(rows.map((row) => [row.amount, row.counterpartyName])).toEqual([["-10.00", "Shop"]]);
  });

  it("saves an MT942 interim report, which has no balances", async () => {
    const user = await createSignedInUser("bank-interim");
    const saved = await saveFile(user.cookie, { name: "intraday.sta", bytes: INTERIM });
    expect(saved.warnings).toEqual([]);
    const [statement] = await db.select().from(bankStatements).where(eq(bankStatements.userId, user.id));
    expect(statement).toMatchObject({
      statementRef: "INTRADAY",
      currency: "EUR",
      openingBalance: null,
      closingBalance: null,
      transactionCount: 1,
    });
  });
});
