import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { translateErrorMessage } from "../../../core/i18n/api-errors";
import { CATALOGUE } from "../../../core/i18n/generated/nl";
import { registerCatalogue } from "../../../core/i18n/translate";

function listSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every fixed English message a route throws or returns: `new ApiError(404, "code", "…")`, `errorBody("code", "…")`. */
function listApiMessages(): string[] {
  const call = /(?:new ApiError\(\s*\d+,\s*|errorBody\(\s*)"[a-z_]+",\s*"((?:[^"\\]|\\.)*)"/g;
  return listSources("worker").flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(call)].map((match) => JSON.parse(`"${match[1]}"`) as string),
  );
}

describe("the API's error messages in Dutch", () => {
  beforeAll(() => registerCatalogue("nl", CATALOGUE));

  it("has a Dutch wording for every fixed English error message a route sends", () => {
    const messages = listApiMessages();
    expect(messages.length).toBeGreaterThan(50);
    const untranslated = messages.filter((english) => translateErrorMessage(english, "nl") === english);
    expect(untranslated).toEqual([]);
  });

  it("keeps English exactly and words messages with a value in them", () => {
    expect(translateErrorMessage("No such invoice.", "en")).toBe("No such invoice.");
    expect(translateErrorMessage("No such invoice.", "nl")).toBe("Deze factuur bestaat niet.");
    expect(translateErrorMessage("Upload at most 20 files at a time.", "nl")).toBe(
      "Upload maximaal 20 bestanden tegelijk.",
    );
    expect(
      translateErrorMessage(
        "Invoice number 2026-007 is already in use. Set the next invoice number in your settings.",
        "nl",
      ),
    ).toBe(
      "Factuurnummer 2026-007 is al in gebruik. Stel het volgende factuurnummer in bij uw instellingen.",
    );
    expect(translateErrorMessage("Something nobody wrote down.", "nl")).toBe("Something nobody wrote down.");
  });
});

describe("per-file upload refusals and amounts in Dutch", () => {
  beforeAll(() => registerCatalogue("nl", CATALOGUE));

  it("words the upload checks' messages and the open-amount refusal, values kept", () => {
    expect(translateErrorMessage("This PDF is larger than 20 MB.", "nl")).toBe(
      "Deze PDF is groter dan 20 MB.",
    );
    expect(translateErrorMessage("This image is damaged and cannot be read.", "nl")).toBe(
      "Deze afbeelding is beschadigd en kan niet worden gelezen.",
    );
    expect(translateErrorMessage("Invoice 2024-0031 has less open than that.", "nl")).toBe(
      "Op factuur 2024-0031 staat minder open dan dat.",
    );
    expect(translateErrorMessage("Invoice without number has less open than that.", "nl")).toBe(
      "Op factuur zonder nummer staat minder open dan dat.",
    );
    expect(translateErrorMessage("Invoice 2024-0031 has less open than that.", "en")).toBe(
      "Invoice 2024-0031 has less open than that.",
    );
  });
});

describe("refused e-mails in the settings list, in Dutch", () => {
  beforeAll(() => registerCatalogue("nl", CATALOGUE));

  it("words the stored English reasons, file names and values kept", () => {
    expect(translateErrorMessage("The message could not be read (malformed MIME).", "nl")).toBe(
      "Het bericht kon niet worden gelezen (ongeldige MIME).",
    );
    expect(
      translateErrorMessage("Attachment scan.pdf is too large: This PDF is larger than 20 MB.", "nl"),
    ).toBe("Bijlage scan.pdf is te groot: Deze PDF is groter dan 20 MB.");
    expect(
      translateErrorMessage(
        "Some attachments were not processed. foto.png: This image is damaged and cannot be read.",
        "nl",
      ),
    ).toBe(
      "Sommige bijlagen zijn niet verwerkt. foto.png: Deze afbeelding is beschadigd en kan niet worden gelezen.",
    );
    expect(
      translateErrorMessage(
        "The message has no PDF, JPEG, PNG or UBL/CII XML invoice attached. foto.png: This image has more than 40 megapixels; scan at 300 dpi.",
        "nl",
      ),
    ).toBe(
      "Het bericht heeft geen factuur als PDF, JPEG, PNG of UBL/CII-XML als bijlage. foto.png: Deze afbeelding heeft meer dan 40 megapixel; scan op 300 dpi.",
    );
  });
});

describe("the monthly limit in Dutch", () => {
  beforeAll(() => registerCatalogue("nl", CATALOGUE));

  it("words the quota refusal with the plan and the numbers kept", () => {
    expect(
      translateErrorMessage(
        "Monthly limit reached: OCR pages — 50 of 50 pages used on the Free plan. This needs 3, 0 are left. See /pricing to upgrade.",
        "nl",
      ),
    ).toBe(
      "Maandlimiet bereikt: OCR-pagina's — 50 van 50 pagina's gebruikt met het Free-abonnement. Hiervoor zijn er 3 nodig, er zijn er nog 0. Zie /pricing om over te stappen.",
    );
  });
});
