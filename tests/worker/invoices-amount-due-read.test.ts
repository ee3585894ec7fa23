import { describe, expect, it } from "vitest";
import { paidInvoicePdf } from "../support/paid-invoice-pdf";
import { api, signedInUser, uploadOne } from "./support/processor-api";

interface Detail {
  invoice: {
    data: {
      extraction: {
        fields: Record<string, { value: unknown } | undefined>;
        amountDueVerdict?: string;
      };
    };
  };
}

async function uploaded(label: string, bytes: Uint8Array): Promise<Detail["invoice"]["data"]["extraction"]> {
  const cookie = await signedInUser(label);
  const invoice = await uploadOne(cookie, { name: "paid.pdf", bytes });
  return ((await (await api(`/${invoice.id}`, cookie)).json()) as Detail).invoice.data.extraction;
}

describe("the amount due a review shows, as read from a real PDF", () => {
  it("reads a part payment's amount due apart from the total", async () => {
    const read = await uploaded(
      "due-read-part",
      await paidInvoicePdf([
        ["Reeds betaald", "210,00"],
        ["Te betalen", "1.000,00"],
      ]),
    );
    expect(read.fields.totalCents?.value).toBe(121_000);
    expect(read.fields.amountDueCents?.value).toBe(100_000);
  });

  it("leaves the amount due to check on a page that only says it was paid", async () => {
    const read = await uploaded("due-read-paid", await paidInvoicePdf([["Reeds betaald", "1.210,00"]]));
    expect(read.fields.totalCents?.value).toBe(121_000);
    expect(read.fields.amountDueCents).toBeUndefined();
    expect(read.amountDueVerdict).toBe("check");
  });
});
