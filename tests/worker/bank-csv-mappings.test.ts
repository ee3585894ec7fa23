import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CsvMapping } from "../../core/bank/csv/infer-mapping";
import { createDatabase } from "../../worker/db/client";
import { bankCsvMappings, bankTransactions } from "../../worker/db/schema";
import { call } from "./auth-helpers";
import { createSignedInUser } from "./support/accounts";
import { saveFile } from "./support/bank-api";

const db = createDatabase(env.DB);
const PATH = "/api/bank-statements/csv-mappings";

/** A bank we do not know: its "Bedrag" is really the balance and "Mutatie" the amount. */
const CORRECTED: CsvMapping = {
  bank: "",
  headerRow: 0,
  headers: ["Boekdatum", "Mutatie", "Bedrag", "Tegenpartij"],
  roles: ["date", "amount", "balanceAfter", "name"],
};

function put(cookie: string, body: unknown): Promise<Response> {
  return call(PATH, { method: "PUT", cookie, json: body });
}

describe("remembered CSV column mappings", () => {
  it("keeps a corrected mapping per user and layout in D1, and gives it back", async () => {
    const user = await createSignedInUser("csv-mapping");
    const saved = await put(user.cookie, { mapping: CORRECTED });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ signature: "headers:boekdatum|mutatie|bedrag|tegenpartij" });
    // The same layout again replaces the first mapping instead of adding a row.
    await put(user.cookie, { mapping: { ...CORRECTED, roles: ["date", "amount", null, "name"] } });
    const rows = await db.select().from(bankCsvMappings).where(eq(bankCsvMappings.userId, user.id));
    expect(rows).toHaveLength(1);
    const listed = await call(PATH, { cookie: user.cookie });
    expect(await listed.json()).toEqual({
      mappings: [
        {
          signature: "headers:boekdatum|mutatie|bedrag|tegenpartij",
          mapping: { ...CORRECTED, roles: ["date", "amount", null, "name"] },
        },
      ],
    });
  });

  it("saves a CSV of a corrected layout to the dashboard the way the user corrected it", async () => {
    const user = await createSignedInUser("csv-mapping-save");
    const file = `Boekdatum;Mutatie;Bedrag;Tegenpartij\n2024-03-01;-10,00;90,00;Shop\n2024-03-02;5,00;95,00;Klant\n`;
    await put(user.cookie, { mapping: CORRECTED });
    const saved = await saveFile(user.cookie, { name: "bank.csv", bytes: file });
    expect(saved.statements.map((s) => [s.openingBalance, s.closingBalance])).toEqual([["100.00", "95.00"]]);
    const rows = await db.select().from(bankTransactions).where(eq(bankTransactions.userId, user.id));
    expect(rows.map((row) => row.amount).sort()).toEqual(["-10.00", "5.00"]);
  });

  it("shows no one else's mappings", async () => {
    const owner = await createSignedInUser("csv-mapping-owner");
    const other = await createSignedInUser("csv-mapping-other");
    await put(owner.cookie, { mapping: CORRECTED });
    const listed = await call(PATH, { cookie: other.cookie });
    expect(await listed.json()).toEqual({ mappings: [] });
  });

  it("refuses anonymous callers, malformed, hostile and oversized mappings with the one error shape", async () => {
    const user = await createSignedInUser("csv-mapping-bad");
    expect((await call(PATH)).status).toBe(401);
    const cases: [unknown, number][] = [
      [{ mapping: { ...CORRECTED, roles: ["date", "amount"] } }, 400],
      [{ mapping: { ...CORRECTED, roles: ["date", "balanceAfter", null, "name"] } }, 400],
      [{ mapping: { ...CORRECTED, roles: ["date", "amount", "drop table", "name"] } }, 400],
      [{ mapping: CORRECTED, extra: true }, 400],
      [{ mapping: { ...CORRECTED, headerRow: 1e9 } }, 400],
      [{ mapping: { ...CORRECTED, headers: Array(201).fill("x"), roles: Array(201).fill("date") } }, 400],
      ["not an object", 400],
    ];
    for (const [body, status] of cases) {
      const response = await put(user.cookie, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      const error = ((await response.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toMatch(/^invalid_/);
      expect(error.message.length).toBeGreaterThan(0);
    }
    const huge = await call(PATH, {
      method: "PUT",
      cookie: user.cookie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mapping: { ...CORRECTED, bank: "x".repeat(70_000) } }),
    });
    expect(huge.status).toBe(413);
    expect(await db.select().from(bankCsvMappings).where(eq(bankCsvMappings.userId, user.id))).toEqual([]);
  });
});
