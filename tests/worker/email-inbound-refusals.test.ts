import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { logRefusal, REFUSAL_LOG_SIZE } from "../../worker/email-inbound/refusal-log";
import autoReplyEml from "../fixtures/email/auto-reply.eml?raw";
import bulkEml from "../fixtures/email/bulk.eml?raw";
import claimsOtherUserEml from "../fixtures/email/claims-other-user.eml?raw";
import gmailConfirmationEml from "../fixtures/email/gmail-confirmation.eml?raw";
import noAttachmentEml from "../fixtures/email/no-attachment.eml?raw";
import pdfEml from "../fixtures/email/pdf-invoice.eml?raw";
import { call } from "./auth-helpers";
import {
  deliver,
  fill,
  INBOUND_DOMAIN,
  invoiceRows,
  objectKeys,
  refusalRows,
  userWithAddress,
} from "./support/inbound-email";

async function expectNothingStored(userId: string): Promise<void> {
  expect(await invoiceRows(userId)).toEqual([]);
  expect(await objectKeys(`users/${userId}/`)).toEqual([]);
}

/** A message with one base64 attachment of `bytes`, built at run time (too big to commit). */
function messageWith(bytes: Uint8Array, name: string, type: string): string {
  let base64 = "";
  for (let offset = 0; offset < bytes.byteLength; offset += 57 * 1024) {
    base64 += btoa(String.fromCharCode(...bytes.subarray(offset, offset + 57 * 1024)));
  }
  const lines = base64.match(/.{1,76}/g)?.join("\r\n") ?? "";
  return [
    "From: a@b.nl",
    "Subject: Big",
    "Message-ID: <big@b.nl>",
    'Content-Type: multipart/mixed; boundary="z"',
    "",
    "--z",
    `Content-Type: ${type}; name="${name}"`,
    "Content-Transfer-Encoding: base64",
    "",
    lines,
    "--z--",
    "",
  ].join("\r\n");
}

function streamOf(byteCount: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024).fill(0x41);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= byteCount) {
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

describe("email() handler: refusals and ignored mail", () => {
  it("refuses mail to an address nobody has, and to malformed or foreign recipients", async () => {
    const user = await userWithAddress();
    const unknown = `inbox+${"a".repeat(32)}@${INBOUND_DOMAIN}`;
    for (const to of [
      unknown,
      `inbox+short@${INBOUND_DOMAIN}`,
      `someone@${INBOUND_DOMAIN}`,
      `inbox+${user.token}@evil.example`,
    ]) {
      const delivery = await deliver(fill(pdfEml, user), { to });
      expect(delivery.rejected, to).toBe("This Factuurkit inbox address does not exist.");
    }
    await expectNothingStored(user.userId);
  });

  it("waits for setReject when it is an RPC call (local dev), so the reject is not lost", async () => {
    const user = await userWithAddress();
    const delivery = await deliver(fill(noAttachmentEml, user), { to: user.address, rpcReject: true });
    expect(delivery.rejected).toBe("The message has no PDF, JPEG, PNG or UBL/CII XML invoice attached.");
  });

  it("refuses mail to a retired address once the user regenerates it; the new one works", async () => {
    const user = await userWithAddress();
    const regenerated = await call("/api/inbound-address", { cookie: user.cookie, json: {} });
    const { address } = (await regenerated.json()) as { address: { address: string } };
    expect(address.address).not.toBe(user.address);
    const old = await deliver(fill(pdfEml, user), { to: user.address });
    expect(old.rejected).toMatch(/no longer in use/);
    await expectNothingStored(user.userId);
    const fresh = await deliver(fill(pdfEml, user), { to: address.address });
    expect(fresh.rejected).toBeNull();
    expect(await invoiceRows(user.userId)).toHaveLength(1);
  });

  it("stores the invoice of a message just under 10 MB", async () => {
    const user = await userWithAddress();
    const message = fill(pdfEml, user);
    // A multipart preamble (ignored by mail readers) brings the message up to the limit.
    const blankLine = /\r?\n\r?\n/.exec(message);
    const headersEnd = (blankLine?.index ?? 0) + (blankLine?.[0].length ?? 0);
    const room = 10 * 1024 * 1024 - 1024 - new TextEncoder().encode(message).byteLength;
    const preamble = `${"x".repeat(76)}\r\n`.repeat(Math.floor(room / 78));
    const padded = message.slice(0, headersEnd) + preamble + message.slice(headersEnd);
    const delivery = await deliver(padded, { to: user.address });
    expect(delivery.rejected).toBeNull();
    expect(await invoiceRows(user.userId)).toHaveLength(1);
  });

  it("refuses a message without a usable attachment and logs it for the user", async () => {
    const user = await userWithAddress();
    const delivery = await deliver(fill(noAttachmentEml, user), { to: user.address });
    expect(delivery.rejected).toBe("The message has no PDF, JPEG, PNG or UBL/CII XML invoice attached.");
    await expectNothingStored(user.userId);
    const log = await call("/api/inbound-address/refusals", { cookie: user.cookie });
    const body = (await log.json()) as { refusals: { reason: string; sender: string; subject: string }[] };
    expect(body.refusals).toEqual([
      expect.objectContaining({
        reason: "no_usable_attachment",
        sender: "facturen@goudenkorrel.nl",
        subject: "Factuur volgt",
      }),
    ]);
  });

  it("refuses a message over 10 MB by its reported size, and one whose stream is larger than reported", async () => {
    const user = await userWithAddress();
    // 10 MB, not Cloudflare's 25: message, attachments and reading a PDF share 128 MB (ADR 212).
    const honest = await deliver(fill(pdfEml, user), {
      to: user.address,
      rawSize: 10 * 1024 * 1024 + 1,
      stream: streamOf(16 * 1024 * 1024),
    });
    expect(honest.rejected).toBe("The message is larger than 10 MB.");
    const lying = await deliver(fill(pdfEml, user), {
      to: user.address,
      rawSize: 5000,
      stream: streamOf(16 * 1024 * 1024),
    });
    expect(lying.rejected).toBe("The message is larger than 10 MB.");
    await expectNothingStored(user.userId);
    expect((await refusalRows(user.userId)).map((row) => row.reason)).toEqual([
      "message_too_large",
      "message_too_large",
    ]);
  });

  it("refuses the whole message when one attachment is over its per-file limit", async () => {
    const user = await userWithAddress();
    // An e-invoice's limit (4 MB) is the one a message under 10 MB can pass.
    const open =
      '<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">';
    const xml = new TextEncoder().encode(`${open}${" ".repeat(4 * 1024 * 1024 + 1024)}</Invoice>`);
    const delivery = await deliver(messageWith(xml, "huge.xml", "application/xml"), { to: user.address });
    expect(delivery.rejected).toMatch(/^Attachment huge\.xml is too large: This XML is larger than 4 MB\.$/);
    await expectNothingStored(user.userId);
    expect((await refusalRows(user.userId))[0]?.reason).toBe("attachment_too_large");
  });

  it("refuses more than the configured number of messages per address per hour", async () => {
    const user = await userWithAddress();
    const options = { to: user.address, env: { INBOUND_EMAILS_PER_HOUR: "2" } };
    expect((await deliver(fill(pdfEml, user), options)).rejected).toBeNull();
    expect((await deliver(fill(pdfEml, user), options)).rejected).toBeNull();
    const third = await deliver(fill(pdfEml, user), options);
    expect(third.rejected).toBe(
      "This inbox address has received too many messages in the last hour; send again later.",
    );
    expect(await invoiceRows(user.userId)).toHaveLength(2);
    // Another user's address has its own counter.
    const other = await userWithAddress();
    expect((await deliver(fill(pdfEml, other), { ...options, to: other.address })).rejected).toBeNull();
  });

  it("never delivers to the user a message's To/Cc headers name, only to the envelope recipient", async () => {
    const victim = await userWithAddress("victim");
    const attacker = await userWithAddress("attacker");
    const eml = fill(claimsOtherUserEml, { victim: victim.token });
    expect(eml).toContain(victim.address);
    const unknown = await deliver(eml, { to: `inbox+${"b".repeat(32)}@${INBOUND_DOMAIN}` });
    expect(unknown.rejected).toBe("This Factuurkit inbox address does not exist.");
    await expectNothingStored(victim.userId);
    const own = await deliver(eml, { to: attacker.address });
    expect(own.rejected).toBeNull();
    await expectNothingStored(victim.userId);
    expect(await invoiceRows(attacker.userId)).toHaveLength(1);
  });

  it("ignores auto-replies, bulk mail and our own mail coming back: no reject, nothing stored", async () => {
    const user = await userWithAddress();
    for (const eml of [autoReplyEml, bulkEml]) {
      const delivery = await deliver(fill(eml, user), { to: user.address });
      expect(delivery.rejected).toBeNull();
    }
    const loop = await deliver(fill(pdfEml, user), { to: user.address, from: user.address });
    expect(loop.rejected).toBeNull();
    const fromHeader = fill(pdfEml, user).replace(
      "From: Bakkerij De Gouden Korrel <facturen@goudenkorrel.nl>",
      `From: Factuurkit <inbox+${"c".repeat(32)}@${INBOUND_DOMAIN}>`,
    );
    expect((await deliver(fromHeader, { to: user.address })).rejected).toBeNull();
    await expectNothingStored(user.userId);
    expect(await refusalRows(user.userId)).toEqual([]);
    // "Auto-Submitted: no" is a person's message.
    const personal = fill(pdfEml, user).replace(
      "MIME-Version: 1.0",
      "Auto-Submitted: no\r\nMIME-Version: 1.0",
    );
    expect((await deliver(personal, { to: user.address })).rejected).toBeNull();
    expect(await invoiceRows(user.userId)).toHaveLength(1);
  });

  it("keeps Gmail's forwarding confirmation in the log, code in the subject, without a reject", async () => {
    const user = await userWithAddress();
    const delivery = await deliver(gmailConfirmationEml, {
      to: user.address,
      from: "forwarding-noreply@google.com",
    });
    expect(delivery.rejected).toBeNull();
    await expectNothingStored(user.userId);
    expect(await refusalRows(user.userId)).toEqual([
      expect.objectContaining({
        reason: "forwarding_confirmation",
        subject: "(#614582307) Gmail Forwarding Confirmation - Receive Mail from eigenaar@gmail.com",
      }),
    ]);
  });

  it("keeps only the newest 50 refused messages per user", async () => {
    const user = await userWithAddress();
    const db = createDatabase(env.DB);
    for (let index = 0; index < REFUSAL_LOG_SIZE + 5; index++) {
      await logRefusal(db, user.userId, {
        reason: "no_usable_attachment",
        message: "m",
        sender: "s@x.nl",
        subject: `n${index}`,
        receivedAt: 1_000 + index,
      });
    }
    const rows = await refusalRows(user.userId);
    expect(rows).toHaveLength(REFUSAL_LOG_SIZE);
    expect(rows[0]?.subject).toBe(`n${REFUSAL_LOG_SIZE + 4}`);
    expect(rows.at(-1)?.subject).toBe("n5");
  });
});
