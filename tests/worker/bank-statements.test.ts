import { env } from "cloudflare:workers";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { convertBankFile } from "../../core/bank/convert-file";
import { saveStatementFile } from "../../worker/bank/save-statement-file";
import { createDatabase } from "../../worker/db/client";
import { bankStatements, bankTransactions, documents } from "../../worker/db/schema";
import { createSignedInUser } from "./support/accounts";
import {
  bankApi,
  CAMT053_V08,
  generatedMt940,
  ING_MT940,
  RABOBANK_MT940,
  type SavedSummary,
  saveFile,
  saveRequest,
} from "./support/bank-api";
import { readFirstSheet, serialToDate } from "./support/processor-xlsx";

const db = createDatabase(env.DB);

describe("POST /api/bank-statements", () => {
  it("saves an MT940 file: exact statement and transaction rows, the original in R2", async () => {
    const user = await createSignedInUser("bank");
    const saved = await saveFile(user.cookie, { name: "ing februari.sta", bytes: ING_MT940 });
    expect(saved.format).toBe("mt940");
    expect(saved.fileName).toBe("ing februari.sta");
    expect(saved.statements).toHaveLength(1);

    const [statement] = await db.select().from(bankStatements).where(eq(bankStatements.userId, user.id));
    expect(statement).toMatchObject({
      documentId: saved.documentId,
      fileName: "ing februari.sta",
      format: "mt940",
      filePosition: 0,
      statementRef: "P240220000000001",
      accountIban: "NL69INGB0123456789",
      currency: "EUR",
      openingDate: "2024-02-19",
      openingBalance: "662.23",
      openingBalanceCents: 66223,
      closingDate: "2024-02-20",
      closingBalance: "663.65",
      closingBalanceCents: 66365,
      moneyInCents: 313,
      moneyOutCents: 171,
      transactionCount: 4,
      reconciled: 1,
      difference: "0.00",
    });
    const rows = await db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.statementId, statement?.id ?? ""))
      .orderBy(asc(bankTransactions.position));
    expect(rows.map((row) => [row.position, row.bookingDate, row.amount, row.amountCents])).toEqual([
      [0, "2024-02-20", "1.56", 156],
      [1, "2024-02-20", "-1.57", -157],
      [2, "2024-02-20", "1.57", 157],
      [3, "2024-02-20", "-0.14", -14],
    ]);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      currency: "EUR",
      counterpartyName: "Webshop Noord B.V.",
      counterpartyIban: "NL32INGB0000012345",
      counterpartyBic: "INGBNL2A",
      endToEndId: "EV12341REP1231456T1234",
      reversal: 0,
    });
    expect(rows[2]).toMatchObject({
      mandateId: "MND-120123",
      creditorId: "NL32ZZZ999999991234",
      reversal: 1,
    });

    const document = await db.select().from(documents).where(eq(documents.id, saved.documentId)).get();
    expect(document).toMatchObject({
      kind: "bank_statement",
      r2Key: `users/${user.id}/bank-statements/${saved.documentId}`,
      size: ING_MT940.byteLength,
    });
    const object = await env.FILES.get(document?.r2Key ?? "");
    expect(new Uint8Array(await (object?.arrayBuffer() ?? new ArrayBuffer(0)))).toEqual(ING_MT940);
  });

  it("saves a CAMT.053 file with two statements; exact amounts with five decimals", async () => {
    const user = await createSignedInUser("bank");
    const saved = await saveFile(user.cookie, { name: "camt.xml", bytes: CAMT053_V08 });
    expect(saved.format).toBe("camt.053");
    expect(saved.statements.map((s) => [s.accountIban, s.currency, s.statementNumber])).toEqual([
      ["NL91ABNA0417164300", "EUR", "1"],
      ["US-ACCOUNT-778", "USD", "7"],
    ]);
    const [eur, usd] = saved.statements;
    expect(eur).toMatchObject({
      openingBalance: "1000.00",
      closingBalance: "1944.77655",
      transactionCount: 6,
      reconciled: true,
    });
    expect(usd).toMatchObject({ openingBalance: "-20.00", closingBalance: "80.00", moneyInCents: 10000 });
    const rows = await db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.statementId, eur?.id ?? ""))
      .orderBy(asc(bankTransactions.position));
    expect(rows.map((row) => row.amount)).toEqual([
      "1500.00",
      "-100.10",
      "-200.20",
      "-300.30",
      "45.50",
      "-0.12345",
    ]);
    expect(rows.map((row) => row.amountCents)).toEqual([150000, -10010, -20020, -30030, 4550, -12]);
    expect(rows[0]).toMatchObject({
      counterpartyName: "Klant & Zonen B.V.",
      counterpartyIban: "NL20INGB0001234567",
      ultimateParty: "Klant Holding",
      description: "Factuur 17 januari",
      endToEndId: "E2E-INV-17",
      bankReference: "BANKREF-1",
      valueDate: "2024-01-03",
    });
    expect(rows[1]?.batchReference).toBe("BATCH-2024-01");
    expect(rows[3]?.creditorReference).toBe("1234567890123456");
  });

  it("saves 1,500 transactions in chunked inserts, all or nothing", async () => {
    const user = await createSignedInUser("bank");
    const saved = await saveFile(user.cookie, { name: "big.sta", bytes: generatedMt940(1500) });
    const id = saved.statements[0]?.id ?? "";
    expect(saved.statements[0]).toMatchObject({
      transactionCount: 1500,
      reconciled: true,
      moneyInCents: 150000,
    });
    const rows = await db
      .select({ position: bankTransactions.position, description: bankTransactions.description })
      .from(bankTransactions)
      .where(and(eq(bankTransactions.userId, user.id), eq(bankTransactions.statementId, id)))
      .orderBy(asc(bankTransactions.position));
    expect(rows).toHaveLength(1500);
    expect(rows[1499]).toEqual({ position: 1499, description: "Row 1500" });

    const page = (await (await bankApi(`/${id}?offset=1000&limit=200`, user.cookie)).json()) as {
      transactions: { description: string }[];
      total: number;
    };
    expect(page.total).toBe(1500);
    expect(page.transactions).toHaveLength(200);
    expect(page.transactions[0]?.description).toBe("Row 1001");
    for (const bad of ["?limit=0", "?limit=5001", "?offset=-1", "?limit=ten", "?sort=amount"]) {
      expect([bad, (await bankApi(`/${id}${bad}`, user.cookie)).status]).toEqual([bad, 400]);
    }
  });

  it("answers 409 naming the earlier save for the same file or the same statement", async () => {
    const user = await createSignedInUser("bank");
    await saveFile(user.cookie, { name: "rabo-5.sta", bytes: RABOBANK_MT940 });
    const again = await saveRequest(user.cookie, { name: "copy.sta", bytes: RABOBANK_MT940 });
    expect(again.status).toBe(409);
    const body = (await again.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("already_saved");
    expect(body.error.message).toContain('"rabo-5.sta"');

    // Same statement, different bytes (CRLF turned into LF): caught by account + number + period.
    const relined = new TextDecoder().decode(RABOBANK_MT940).replaceAll("\r\n", "\n");
    const sameStatement = await saveRequest(user.cookie, { name: "rabo-lf.sta", bytes: relined });
    expect(sameStatement.status).toBe(409);
    const message = ((await sameStatement.json()) as { error: { message: string } }).error.message;
    expect(message).toContain("NL44RABO0123456789");
    expect(message).toContain('"rabo-5.sta"');
    expect(await db.select().from(bankStatements).where(eq(bankStatements.userId, user.id))).toHaveLength(1);
  });
});

describe("refused uploads", () => {
  async function refusal(
    cookie: string,
    file: { name: string; bytes: Uint8Array | string },
  ): Promise<{ status: number; code: string; message: string }> {
    const response = await saveRequest(cookie, file);
    const body = (await response.json()) as { error: { code: string; message: string } };
    return { status: response.status, ...body.error };
  }

  it("refuses a PNG named .sta, a zip, XML with a DOCTYPE, garbage and an empty file; stores nothing", async () => {
    const user = await createSignedInUser("bank");
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
    ]);
    expect(await refusal(user.cookie, { name: "statement.sta", bytes: png })).toMatchObject({
      status: 415,
      code: "unsupported_type",
      message: expect.stringContaining("PNG image"),
    });
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]);
    expect(await refusal(user.cookie, { name: "camt.xml", bytes: zip })).toMatchObject({
      status: 415,
      message: expect.stringContaining("ZIP archive"),
    });
    const doctype = `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY x "y">]>${new TextDecoder().decode(CAMT053_V08).replace(/^<\?xml[^>]*>/, "")}`;
    expect(await refusal(user.cookie, { name: "camt.xml", bytes: doctype })).toMatchObject({
      status: 422,
      code: "unreadable_statement",
      message: expect.stringMatching(/DOCTYPE/),
    });
    expect(
      await refusal(user.cookie, { name: "notes.sta", bytes: "Dear customer,\nhere is some text." }),
    ).toMatchObject({
      status: 422,
      message: expect.stringContaining("notes.sta"),
    });
    expect(await refusal(user.cookie, { name: "empty.sta", bytes: "" })).toMatchObject({
      status: 400,
      code: "empty_file",
    });
    expect(await db.select().from(documents).where(eq(documents.userId, user.id))).toEqual([]);
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
  });

  it("refuses a file over 5 MB with 413 and stores nothing", async () => {
    const user = await createSignedInUser("bank");
    const head = new TextDecoder().decode(ING_MT940);
    // 5 MB, not 10: parsing costs about ten times the file, in a Worker's 128 MB (ADR 212).
    const big = head + " ".repeat(5 * 1024 * 1024 + 1 - ING_MT940.byteLength);
    const response = await saveRequest(user.cookie, { name: "huge.sta", bytes: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: {
        code: "file_too_large",
        message:
          "huge.sta: the file is larger than 5 MB, the most a saved bank statement file may be. Export a shorter period from your bank and save it in parts.",
      },
    });
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
  });

  it("saves 10,000 transactions from one file and refuses 10,001 with 413", async () => {
    const user = await createSignedInUser("bank");
    const over = await saveRequest(user.cookie, { name: "over.sta", bytes: generatedMt940(10_001) });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      error: {
        code: "too_many_transactions",
        message:
          "over.sta: the file has 10001 transactions; at most 10000 can be saved from one file. Save it in parts.",
      },
    });
    const saved = await saveFile(user.cookie, { name: "full.sta", bytes: generatedMt940(10_000) });
    expect(saved.statements[0]?.transactionCount).toBe(10_000);
  });

  it("refuses a request that is not multipart, has no file or two files", async () => {
    const user = await createSignedInUser("bank");
    const json = await bankApi("", user.cookie, "POST");
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append("file", new File([ING_MT940], "a.sta"));
    form.append("file", new File([RABOBANK_MT940], "b.sta"));
    const { exports } = await import("cloudflare:workers");
    const two = await exports.default.fetch(
      new Request("https://factuurkit.test/api/bank-statements", {
        method: "POST",
        headers: { Origin: "https://factuurkit.test", Cookie: user.cookie },
        body: form,
      }),
    );
    expect(two.status).toBe(400);
  });
});

describe("list, read, export, original, delete", () => {
  it("lists saved statements with account, period, balances and file name", async () => {
    const user = await createSignedInUser("bank");
    await saveFile(user.cookie, { name: "ing.sta", bytes: ING_MT940 });
    await saveFile(user.cookie, { name: "camt.xml", bytes: CAMT053_V08 });
    const response = await bankApi("", user.cookie);
    expect(response.status).toBe(200);
    const { statements } = (await response.json()) as { statements: SavedSummary[] };
    expect(
      statements.map((s) => [s.accountIban, s.fileName, s.openingDate, s.closingDate, s.reconciled]),
    ).toEqual([
      ["NL69INGB0123456789", "ing.sta", "2024-02-19", "2024-02-20", true],
      ["NL91ABNA0417164300", "camt.xml", "2024-01-01", "2024-01-31", true],
      ["US-ACCOUNT-778", "camt.xml", "2024-01-31", "2024-02-01", true],
    ]);
    expect(statements[0]?.savedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(statements)).not.toContain(user.id);
  });

  it("exports a saved statement as CSV (both dialects), JSON and XLSX", async () => {
    const user = await createSignedInUser("bank");
    const saved = await saveFile(user.cookie, { name: "camt.xml", bytes: CAMT053_V08 });
    const id = saved.statements[0]?.id ?? "";

    const nl = await bankApi(`/${id}/export?format=csv-nl`, user.cookie);
    expect(nl.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(nl.headers.get("Content-Disposition")).toContain("attachment;");
    const nlBytes = new Uint8Array(await nl.arrayBuffer());
    expect([...nlBytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const nlText = new TextDecoder().decode(nlBytes.slice(3));
    const nlLines = nlText.split("\r\n");
    expect(nlLines[0]?.startsWith("Account;Statement;Booking date;Value date;Amount")).toBe(true);
    expect(nlLines[1]).toContain(";1500,00;EUR;");
    expect(nlLines.filter((line) => line.length > 0)).toHaveLength(7);
    expect(nlText).toContain("-0,12345");

    const international = await (await bankApi(`/${id}/export?format=csv-international`, user.cookie)).text();
    expect(international.split("\r\n")[1]).toContain(",1500.00,EUR,");

    const json = (await (await bankApi(`/${id}/export?format=json`, user.cookie)).json()) as {
      statements: { account: string; transactions: { amount: string }[]; check: { reconciled: boolean } }[];
    };
    expect(json.statements).toHaveLength(1);
    expect(json.statements[0]?.account).toBe("NL91ABNA0417164300");
    expect(json.statements[0]?.transactions.map((t) => t.amount)).toContain("-0.12345");
    expect(json.statements[0]?.check.reconciled).toBe(true);

    const xlsx = await bankApi(`/${id}/export?format=xlsx`, user.cookie);
    expect(xlsx.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    const cells = readFirstSheet(bytes);
    expect(cells.get("A1")?.value).toBe("Account");
    expect(cells.get("A2")?.value).toBe("NL91ABNA0417164300");
    expect(cells.get("C2")?.type).toBe("n");
    expect(serialToDate(Number(cells.get("C2")?.value))).toBe("2024-01-03");
    expect(cells.get("E2")).toMatchObject({ type: "n", value: "1500" });
    expect(cells.get("E7")).toMatchObject({ type: "n", value: "-0.12345" });
    expect(cells.has("A8")).toBe(false);

    const whole = await bankApi(`/files/${saved.documentId}/export?format=json`, user.cookie);
    const wholeJson = (await whole.json()) as { statements: unknown[] };
    expect(wholeJson.statements).toHaveLength(2);

    expect((await bankApi(`/${id}/export?format=pdf`, user.cookie)).status).toBe(400);
  });

  it("downloads saved statements as MT940 and CAMT.053 (.001.02 and .001.08) that read back the same", async () => {
    const user = await createSignedInUser("bank");
    const saved = await saveFile(user.cookie, { name: "ing.sta", bytes: ING_MT940 });
    const id = saved.statements[0]?.id ?? "";
    const original = convertBankFile("ing.sta", ING_MT940);
    if (!original.ok) throw new Error("fixture");
    const amounts = original.value.statements[0]?.transactions.map((t) => t.amount);
    for (const [format, fileName] of [
      ["mt940", "ing-NL69INGB0123456789-00000.sta"],
      ["camt053-02", "ing-NL69INGB0123456789-00000.camt053.001.02.xml"],
      ["camt053-08", "ing-NL69INGB0123456789-00000.camt053.001.08.xml"],
    ] as const) {
      const response = await bankApi(`/${id}/export?format=${format}`, user.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Disposition")).toContain(`filename="${fileName}"`);
      const back = convertBankFile(fileName, new Uint8Array(await response.arrayBuffer()));
      if (!back.ok) throw new Error(`${format} did not read back: ${back.error.message}`);
      const [statement] = back.value.statements;
      expect(statement?.account).toBe("NL69INGB0123456789");
      expect(statement?.transactions.map((t) => t.amount)).toEqual(amounts);
      expect(statement?.closingBalance?.amount).toBe(original.value.statements[0]?.closingBalance?.amount);
    }
    const whole = await bankApi(`/files/${saved.documentId}/export?format=camt053-08`, user.cookie);
    expect(await whole.text()).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"');
    const wrong = await bankApi(`/${id}/export?format=camt054`, user.cookie);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      "Choose one of: xlsx, csv-nl, csv-international, json, mt940, camt053-02, camt053-08.",
    );
  });

  it("writes the largest saved file (10,000 transactions) as CAMT.053", async () => {
    const user = await createSignedInUser("bank");
    const saved = await saveFile(user.cookie, { name: "full.sta", bytes: generatedMt940(10_000) });
    const response = await bankApi(`/files/${saved.documentId}/export?format=camt053-08`, user.cookie);
    expect(response.status).toBe(200);
    const back = convertBankFile("full.xml", new Uint8Array(await response.arrayBuffer()));
    expect(back.ok && back.value.statements.reduce((n, s) => n + s.transactions.length, 0)).toBe(10_000);
  });

  it("gives back the original file byte for byte", async () => {
    const user = await createSignedInUser("bank");
    const saved = await saveFile(user.cookie, { name: "ing.sta", bytes: ING_MT940 });
    const response = await bankApi(`/files/${saved.documentId}/original`, user.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain('filename="ing.sta"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(ING_MT940);
  });

  it("deletes a statement; the file goes with its last statement (rows and R2 object)", async () => {
    const user = await createSignedInUser("bank");
    const saved = await saveFile(user.cookie, { name: "camt.xml", bytes: CAMT053_V08 });
    const [first, second] = saved.statements;
    const key = `users/${user.id}/bank-statements/${saved.documentId}`;

    expect((await bankApi(`/${first?.id}`, user.cookie, "DELETE")).status).toBe(204);
    expect((await bankApi(`/${first?.id}`, user.cookie)).status).toBe(404);
    expect(await env.FILES.head(key)).not.toBeNull();
    expect(
      await db
        .select()
        .from(bankTransactions)
        .where(eq(bankTransactions.statementId, first?.id ?? "")),
    ).toEqual([]);

    expect((await bankApi(`/${second?.id}`, user.cookie, "DELETE")).status).toBe(204);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await db.select().from(documents).where(eq(documents.userId, user.id))).toEqual([]);
    expect(await db.select().from(bankStatements).where(eq(bankStatements.userId, user.id))).toEqual([]);
    expect(await db.select().from(bankTransactions).where(eq(bankTransactions.userId, user.id))).toEqual([]);
  });

  it("deletes a whole file at once, and then the same file can be saved again", async () => {
    const user = await createSignedInUser("bank");
    const saved = await saveFile(user.cookie, { name: "camt.xml", bytes: CAMT053_V08 });
    expect((await bankApi(`/files/${saved.documentId}`, user.cookie, "DELETE")).status).toBe(204);
    expect(await db.select().from(bankStatements).where(eq(bankStatements.userId, user.id))).toEqual([]);
    expect(await db.select().from(bankTransactions).where(eq(bankTransactions.userId, user.id))).toEqual([]);
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
    expect((await saveRequest(user.cookie, { name: "camt.xml", bytes: CAMT053_V08 })).status).toBe(201);
  });
});

describe("access", () => {
  it("answers 404 to another user on every route and changes nothing", async () => {
    const owner = await createSignedInUser("bank-owner");
    const other = await createSignedInUser("bank-other");
    const saved = await saveFile(owner.cookie, { name: "ing.sta", bytes: ING_MT940 });
    const id = saved.statements[0]?.id ?? "";
    const doc = saved.documentId;
    const routes: [string, string][] = [
      [`/${id}`, "GET"],
      [`/${id}/export?format=csv-nl`, "GET"],
      [`/${id}`, "DELETE"],
      [`/files/${doc}/original`, "GET"],
      [`/files/${doc}/export?format=json`, "GET"],
      [`/files/${doc}`, "DELETE"],
    ];
    for (const [path, method] of routes) {
      const response = await bankApi(path, other.cookie, method);
      expect([path, method, response.status]).toEqual([path, method, 404]);
    }
    const list = (await (await bankApi("", other.cookie)).json()) as { statements: unknown[] };
    expect(list.statements).toEqual([]);
    expect((await bankApi(`/${id}`, owner.cookie)).status).toBe(200);
    expect(await env.FILES.head(`users/${owner.id}/bank-statements/${doc}`)).not.toBeNull();
  });

  it("answers 401 without a session on every route", async () => {
    const owner = await createSignedInUser("bank-owner");
    const saved = await saveFile(owner.cookie, { name: "ing.sta", bytes: ING_MT940 });
    const id = saved.statements[0]?.id ?? "";
    const doc = saved.documentId;
    expect((await saveRequest(null, { name: "ing.sta", bytes: ING_MT940 })).status).toBe(401);
    for (const [path, method] of [
      ["", "GET"],
      [`/${id}`, "GET"],
      [`/${id}/export?format=xlsx`, "GET"],
      [`/${id}`, "DELETE"],
      [`/files/${doc}/original`, "GET"],
      [`/files/${doc}/export?format=xlsx`, "GET"],
      [`/files/${doc}`, "DELETE"],
    ] as const) {
      const response = await bankApi(path, null, method);
      expect([path, method, response.status]).toEqual([path, method, 401]);
    }
  });

  it("refuses a cross-site save (CSRF) and malformed ids", async () => {
    const user = await createSignedInUser("bank");
    const crossSite = await saveRequest(
      user.cookie,
      { name: "ing.sta", bytes: ING_MT940 },
      {
        Origin: "https://evil.example",
      },
    );
    expect(crossSite.status).toBe(403);
    expect((await bankApi("/not-an-id", user.cookie)).status).toBe(404);
    expect((await bankApi("/files/..%2F..%2Fx/original", user.cookie)).status).toBe(404);
  });
});

describe("all or nothing", () => {
  it("leaves no rows and no R2 object when the D1 batch fails on its last statement", async () => {
    const user = await createSignedInUser("bank");
    const real = createDatabase(env.DB);
    // The real batch plus one INSERT that breaks the primary key at the very end: D1 must roll back
    // every chunk before it, and the save must remove the R2 object it already wrote.
    const failing = new Proxy(real, {
      get(target, property, receiver) {
        if (property !== "batch") return Reflect.get(target, property, receiver);
        return (items: Parameters<typeof real.batch>[0]) => {
          const clash = target.insert(documents).values({
            id: "clash-document",
            userId: user.id,
            kind: "bank_statement",
            r2Key: "x",
            fileName: "x",
            contentType: "text/plain",
            size: 1,
            sha256: "x",
            createdAt: 1,
          });
          return target.batch([...items, clash, clash] as unknown as Parameters<typeof real.batch>[0]);
        };
      },
    });
    await expect(
      saveStatementFile({ db: failing, files: env.FILES }, user.id, {
        fileName: "big.sta",
        bytes: new TextEncoder().encode(generatedMt940(300)),
      }),
    ).rejects.toThrow();
    expect(await db.select().from(documents).where(eq(documents.userId, user.id))).toEqual([]);
    expect(await db.select().from(bankStatements).where(eq(bankStatements.userId, user.id))).toEqual([]);
    expect(await db.select().from(bankTransactions).where(eq(bankTransactions.userId, user.id))).toEqual([]);
    expect((await env.FILES.list({ prefix: `users/${user.id}/` })).objects).toEqual([]);
  });
});
