import { describe, expect, it } from "vitest";
import garbageEml from "../fixtures/email/base64-garbage.eml?raw";
import brokenEml from "../fixtures/email/broken-boundary.eml?raw";
import pdfEml from "../fixtures/email/pdf-invoice.eml?raw";
import { deliver, fill, invoiceRows, objectKeys, userWithAddress } from "./support/inbound-email";

const NO_ATTACHMENT = "The message has no PDF, JPEG, PNG or UBL/CII XML invoice attached.";

function nestedMultipart(depth: number): string {
  let body = "Content-Type: text/plain\r\n\r\nbottom\r\n";
  for (let level = 0; level < depth; level++) {
    body = `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n${body}--b${level}--\r\n`;
  }
  return `From: a@b.nl\r\nSubject: deep\r\nMessage-ID: <d@b.nl>\r\n${body}`;
}

/** A forward of a forward of … with the real PDF message at the bottom. */
function nestedForwards(depth: number, inner: string): string {
  let message = inner;
  for (let level = 0; level < depth; level++) {
    message = `From: a@b.nl\r\nSubject: Fwd ${level}\r\nContent-Type: multipart/mixed; boundary="f${level}"\r\n\r\n--f${level}\r\nContent-Type: message/rfc822\r\nContent-Disposition: attachment\r\n\r\n${message}\r\n--f${level}--\r\n`;
  }
  return message;
}

describe("email() handler: hostile MIME never crashes and stores nothing it cannot read", () => {
  it("survives broken boundaries and base64 garbage", async () => {
    const user = await userWithAddress();
    for (const eml of [brokenEml, garbageEml]) {
      const delivery = await deliver(fill(eml, user), { to: user.address });
      expect(delivery.rejected).toMatch(/^(The message has no PDF|The message could not be read)/);
    }
    expect(await invoiceRows(user.userId)).toEqual([]);
    expect(await objectKeys(`users/${user.userId}/`)).toEqual([]);
  });

  it("refuses huge headers as unreadable", async () => {
    const user = await userWithAddress();
    const huge = `X-Filler: ${"a".repeat(1024 * 1024)}\r\n${fill(pdfEml, user)}`;
    const delivery = await deliver(huge, { to: user.address });
    expect(delivery.rejected).toBe("The message could not be read (malformed MIME).");
    const many = `${"X-Many: header\r\n".repeat(60_000)}${fill(pdfEml, user)}`;
    expect((await deliver(many, { to: user.address })).rejected).toBe(
      "The message could not be read (malformed MIME).",
    );
    expect(await invoiceRows(user.userId)).toEqual([]);
  });

  it("refuses multipart nesting deeper than the parser allows, and takes a shallow one", async () => {
    const user = await userWithAddress();
    expect((await deliver(nestedMultipart(2000), { to: user.address })).rejected).toBe(
      "The message could not be read (malformed MIME).",
    );
    expect((await deliver(nestedMultipart(10), { to: user.address })).rejected).toBe(NO_ATTACHMENT);
    expect(await invoiceRows(user.userId)).toEqual([]);
  });

  it("opens forwards three levels deep and no deeper", async () => {
    const user = await userWithAddress();
    const shallow = await deliver(nestedForwards(2, fill(pdfEml, user)), { to: user.address });
    expect(shallow.rejected).toBeNull();
    expect(await invoiceRows(user.userId)).toHaveLength(1);
    const deep = await deliver(nestedForwards(40, fill(pdfEml, user)), { to: user.address });
    expect(deep.rejected).toBe(NO_ATTACHMENT);
    expect(await invoiceRows(user.userId)).toHaveLength(1);
  });

  it("survives binary noise, an empty message and a lone header", async () => {
    const user = await userWithAddress();
    const noise = new Uint8Array(64 * 1024);
    for (let index = 0; index < noise.length; index++) noise[index] = (index * 7919) % 256;
    for (const raw of [noise, "", "Subject: only\r\n", "\r\n\r\n\r\n"]) {
      const delivery = await deliver(raw, { to: user.address });
      expect(delivery.rejected).not.toBeNull();
    }
    expect(await invoiceRows(user.userId)).toEqual([]);
  });
});
