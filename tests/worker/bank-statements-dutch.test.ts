import { describe, expect, it } from "vitest";
import { createSignedInUser } from "./support/accounts";
import { RABOBANK_MT940, type SavedFileBody, saveRequest } from "./support/bank-api";

/** A Dutch visitor: the `lang` cookie the switcher sets, next to the session. */
async function dutchUser(): Promise<{ headers: Record<string, string> }> {
  const user = await createSignedInUser("bank-nl");
  return { headers: { Cookie: `${user.cookie}; lang=nl` } };
}

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

const NO_CLOSING =
  ":20:STMT1\n:25:NL91ABNA0417164300\n:28C:1/1\n:60F:C240101EUR100,00\n:61:2401020102D10,00NTRFNONREF\n";

describe("saving bank statements in Dutch", () => {
  it("returns the parser's warnings in Dutch", async () => {
    const { headers } = await dutchUser();
    const response = await saveRequest(null, { name: "ing.sta", bytes: NO_CLOSING }, headers);
    expect(response.status).toBe(201);
    const body = (await response.json()) as SavedFileBody;
    expect(body.file.warnings).toEqual([
      "afschrift 1, regel 1: het afschrift heeft geen eindsaldo (:62F:); het bestand is mogelijk onvolledig.",
    ]);
  });

  it("refuses files with Dutch reasons that name the file", async () => {
    const { headers } = await dutchUser();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await errorOf(await saveRequest(null, { name: "scan.sta", bytes: png }, headers))).toEqual({
      code: "unsupported_type",
      message:
        "scan.sta: dit is een PNG-afbeelding, geen MT940- of CAMT-bankafschrift (gecontroleerd op de inhoud, niet op de naam).",
    });
    expect(await errorOf(await saveRequest(null, { name: "leeg.sta", bytes: "" }, headers))).toEqual({
      code: "empty_file",
      message: "leeg.sta: het bestand is leeg.",
    });
    const text = await errorOf(
      await saveRequest(null, { name: "brief.sta", bytes: "Beste klant,\nhierbij de stukken." }, headers),
    );
    expect(text.code).toBe("unreadable_statement");
    expect(text.message).toMatch(
      /^brief\.sta: Dit bestand is geen MT940-afschrift .* Het begint met 'Beste klant,'\./,
    );
  });

  it("names an earlier save of the same file in Dutch, with a Dutch date", async () => {
    const { headers } = await dutchUser();
    expect((await saveRequest(null, { name: "rabo-5.sta", bytes: RABOBANK_MT940 }, headers)).status).toBe(
      201,
    );
    const again = await errorOf(
      await saveRequest(null, { name: "kopie.sta", bytes: RABOBANK_MT940 }, headers),
    );
    expect(again.code).toBe("already_saved");
    expect(again.message).toMatch(
      /^U hebt dit bestand al bewaard als "rabo-5\.sta" op \d{1,2} [a-z]{3} \d{4}\.$/,
    );
  });
});
