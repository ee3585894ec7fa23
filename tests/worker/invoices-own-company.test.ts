import { describe, expect, it } from "vitest";
import { FULL_DETAILS, putDetails } from "./support/company";
import { pdfFromPlacedText } from "./support/positioned-pdf";
import { signedInUser, uploadOne } from "./support/processor-api";

/** A received invoice that prints the buyer (the user's company) first and largest, then the supplier. */
async function invoiceToUser(): Promise<Uint8Array> {
  return pdfFromPlacedText([
    { text: FULL_DETAILS.companyName, x: 50, y: 40, size: 18 },
    { text: `BTW ${FULL_DETAILS.vatNumber}`, x: 50, y: 66 },
    { text: "Drukkerij Noord", x: 50, y: 220, size: 12 },
    { text: "VAT DE136695976", x: 50, y: 238 },
    { text: "IBAN DE88 2008 0000 0970 3757 00", x: 50, y: 252 },
    { text: "Invoice number: D-77", x: 50, y: 300 },
    { text: "Total: 121,00", x: 50, y: 320 },
    { text: "Page 1 of 1", x: 50, y: 780 },
  ]);
}

describe("upload: the user's company from the profile is the buyer", () => {
  it("takes the user's own company for the supplier when there is no profile (the failure this guards against)", async () => {
    const cookie = await signedInUser("own-none");
    const invoice = await uploadOne(cookie, { name: "d77.pdf", bytes: await invoiceToUser() });
    expect(invoice.supplierName).toBe(FULL_DETAILS.companyName);
  });
  it("reads the other party as the supplier once the profile names the user's company", async () => {
    const cookie = await signedInUser("own-profile");
    expect((await putDetails(cookie, FULL_DETAILS)).status).toBe(200);
    const invoice = await uploadOne(cookie, { name: "d77.pdf", bytes: await invoiceToUser() });
    expect(invoice.supplierName).toBe("Drukkerij Noord");
  });
});
