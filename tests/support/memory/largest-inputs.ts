/// <reference types="node" />
/**
 * The largest input each server-side path accepts (docs/decisions/210), generated, never stored.
 */
import { deflateSync } from "node:zlib";
import { encodeBase64 } from "../../../core/invoice/base64";
import { writeUbl } from "../../../core/invoice/ubl/write-ubl";
import { MAX_BANK_FILE_BYTES, MAX_SAVED_TRANSACTIONS } from "../../../worker/bank/upload-limits";
import { MAX_MESSAGE_BYTES } from "../../../worker/email-inbound/refusals";
import { UPLOAD_LIMITS } from "../../../worker/invoices/upload-limits";
import { MAX_INBOUND_BODY_BYTES } from "../../../worker/peppol/inbound-body";
import { buildStatements } from "../../bench/bank-inputs";
import { writeCamt053 } from "../../core/bank/support/camt-writer";
import { writeMt940 } from "../../core/bank/support/mt940-writer";
import { longInvoice } from "../../core/invoice/sample-invoices";

const encoder = new TextEncoder();

/** Deterministic incompressible bytes (a photo or a scan compresses no further). */
function noise(length: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/**
 * A one-page invoice PDF with a text layer and a Flate image (a scan or photo) filling it up to
 * `bytes`: the largest PDF an upload accepts, every stream inflated by the budget check.
 */
export function largestPdf(bytes = UPLOAD_LIMITS.pdf - 4096): Uint8Array {
  const text = [
    "BT /F1 11 Tf 56 780 Td (Factuur 2026-0042) Tj ET",
    "BT /F1 11 Tf 56 760 Td (Factuurdatum 01-10-2026) Tj ET",
    "BT /F1 11 Tf 56 740 Td (Groothandel Zuid B.V.  BTW NL001234567B01) Tj ET",
    "BT /F1 11 Tf 56 720 Td (Subtotaal 200,00  BTW 21% 42,00  Totaal 242,00) Tj ET",
    "q 400 0 0 300 100 300 cm /Im1 Do Q",
  ].join("\n");
  const objects: Uint8Array[][] = [];
  const add = (...parts: (string | Uint8Array)[]): void => {
    objects.push(parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part)));
  };
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add("<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  add(
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R",
    " /Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> >>",
  );
  add(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const image = deflateSync(noise(bytes - 2048), { level: 0 });
  add(
    `<< /Type /XObject /Subtype /Image /Width 2000 /Height ${Math.floor(image.byteLength / 6000)}`,
    ` /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length ${image.byteLength} >>\nstream\n`,
    image,
    "\nendstream",
  );
  return assemblePdf(objects);
}

/** Numbers the objects, writes the cross-reference table and the trailer (object 1 is the catalog). */
function assemblePdf(objects: readonly (readonly Uint8Array[])[]): Uint8Array {
  const parts: Uint8Array[] = [encoder.encode("%PDF-1.7\n")];
  let length = parts[0]?.byteLength ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    for (const part of [encoder.encode(`${index + 1} 0 obj\n`), ...object, encoder.encode("\nendobj\n")]) {
      parts.push(part);
      length += part.byteLength;
    }
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, "0")} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(encoder.encode(tail));
  return concat(parts);
}

/**
 * A 50-page invoice whose pages are packed with item rows (~4,200 words a page, 210,000 in all: past the
 * extraction's word cap), in compressed content streams: the most text an accepted PDF brings to the
 * extraction, far below the 10 MB limit.
 */
export function densestTextPdf(pages = 50, rowsPerPage = 300): Uint8Array {
  const objects: Uint8Array[][] = [];
  const add = (...parts: (string | Uint8Array)[]): void => {
    objects.push(parts.map((part) => (typeof part === "string" ? encoder.encode(part) : part)));
  };
  const kids = Array.from({ length: pages }, (_, page) => `${4 + 2 * page} 0 R`).join(" ");
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  for (let page = 0; page < pages; page++) {
    const lines: string[] = [];
    const show = (x: number, y: number, text: string): void => {
      lines.push(`BT /F1 3 Tf ${x} ${y} Td (${text}) Tj ET`);
    };
    if (page === 0) {
      show(40, 830, "Groothandel Zuid B.V.  KvK 12345678  BTW NL001234567B01");
      show(40, 825, "Factuur 2026-0042  Factuurdatum 01-10-2026");
    }
    for (let row = 0; row < rowsPerPage; row++) {
      const item = page * rowsPerPage + row + 1;
      show(40, 815 - row * 2.5, `Artikel ${item} bouten M8 verzinkt doos van 100 stuks 1 x 12,50 12,50 21%`);
    }
    if (page === pages - 1) {
      show(400, 20, "Totaal excl. btw 125.000,00");
      show(400, 14, "BTW 21% 26.250,00");
      show(400, 8, "Totaal 151.250,00");
    }
    const content = deflateSync(encoder.encode(lines.join("\n")));
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${5 + 2 * page} 0 R`,
      " /Resources << /Font << /F1 3 0 R >> >> >>",
    );
    add(`<< /Length ${content.byteLength} /Filter /FlateDecode >>\nstream\n`, content, "\nendstream");
  }
  return assemblePdf(objects);
}

/** A baseline JPEG header (SOF0, 4000 × 3000) followed by noise up to `bytes`: the largest photo. */
export function largestJpeg(bytes = UPLOAD_LIMITS.jpeg - 16): Uint8Array {
  const header = Uint8Array.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03, 0x01, 0x22, 0x00, 0x02,
    0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00,
    0x3f, 0x00,
  ]);
  const body = noise(bytes - header.byteLength - 2).map((value) => (value === 0xff ? 0xfe : value));
  return concat([header, body, Uint8Array.from([0xff, 0xd9])]);
}

/** A UBL invoice with as many lines as fit in the XML limit. */
export function largestUbl(bytes = UPLOAD_LIMITS.xml): Uint8Array {
  const sizeOf = (lines: number): number =>
    encoder.encode(writeUbl(longInvoice(lines), { profile: "peppol" })).byteLength;
  const perLine = (sizeOf(200) - sizeOf(100)) / 100;
  let lines = Math.floor((bytes - sizeOf(1)) / perLine);
  while (sizeOf(lines) > bytes) lines -= Math.ceil(lines / 200);
  return encoder.encode(writeUbl(longInvoice(lines), { profile: "peppol" }));
}

/** An MT940 file with the most transactions a save accepts, as large as the file limit allows. */
export function largestMt940(transactions = MAX_SAVED_TRANSACTIONS): Uint8Array {
  const perStatement = 500;
  const statements = buildStatements(Math.floor(transactions / perStatement), perStatement);
  const text = encoder.encode(writeMt940(statements));
  if (text.byteLength > MAX_BANK_FILE_BYTES) throw new Error(`MT940 of ${text.byteLength} bytes`);
  return text;
}

/** A CAMT.053 file with the most transactions a save accepts (XML costs far more per transaction). */
export function largestCamt(transactions = MAX_SAVED_TRANSACTIONS): Uint8Array {
  const perStatement = 500;
  const perTransaction = writeCamt053(buildStatements(2, perStatement), 8).length / (2 * perStatement);
  const fitting = Math.floor((MAX_BANK_FILE_BYTES * 0.98) / perTransaction / perStatement) * perStatement;
  const statements = buildStatements(Math.ceil(Math.min(transactions, fitting) / perStatement), perStatement);
  const text = encoder.encode(writeCamt053(statements, 8));
  if (text.byteLength > MAX_BANK_FILE_BYTES) throw new Error(`CAMT of ${text.byteLength} bytes`);
  return text;
}

/** An MT940 file as large as a save accepts, with far more transactions than it may save (refused after parsing). */
export function crowdedMt940(bytes = MAX_BANK_FILE_BYTES): Uint8Array {
  const perTransaction = largestMt940(1_000).byteLength / 1_000;
  const transactions = Math.floor((bytes * 0.98) / perTransaction / 500) * 500;
  return encoder.encode(writeMt940(buildStatements(transactions / 500, 500)));
}

function base64Lines(bytes: Uint8Array): string {
  return (
    Buffer.from(bytes)
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join("\r\n");
}

/**
 * A message as large as the inbound limit, base64 as mail sends it: the largest PDF an upload accepts,
 * two more invoice PDFs and a photo sharing what is left.
 */
export function largestEmail(bytes = MAX_MESSAGE_BYTES - 64 * 1024): Uint8Array {
  const boundary = "=_factuurkit_memory";
  // base64 is 4/3 the size, plus a line break every 76 characters.
  const payload = Math.floor(((bytes - 8192) * 3 * 76) / 4 / 78);
  const first = Math.min(UPLOAD_LIMITS.pdf - 4096, Math.floor(payload * 0.9));
  const rest = Math.floor((payload - first) / 3);
  const files = [
    ["factuur-1.pdf", "application/pdf", largestPdf(first)],
    ["factuur-2.pdf", "application/pdf", largestPdf(rest)],
    ["factuur-3.pdf", "application/pdf", largestPdf(rest)],
    ["bon.jpg", "image/jpeg", largestJpeg(rest)],
  ] as const;
  const parts = [
    "From: Groothandel Zuid <facturen@zuid.example>\r\nTo: inbox+token@in.factuurkit.nl\r\n",
    `Subject: Facturen oktober\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n`,
    `--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nIn de bijlage onze facturen.\r\n`,
    ...files.map(
      ([name, type, content]) =>
        `--${boundary}\r\nContent-Type: ${type}; name="${name}"\r\nContent-Disposition: attachment; filename="${name}"\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(content)}\r\n`,
    ),
    `--${boundary}--\r\n`,
  ];
  return encoder.encode(parts.join(""));
}

/**
 * A Peppol webhook body (ADR 283) carrying `xml`; without one, the largest body the route accepts:
 * a UBL padded with a note until its base64 fills the 10 MB cap (kept unread, over the reading cap).
 */
export function largestPeppolDelivery(xml?: Uint8Array): Uint8Array {
  const envelope = (document: string): string =>
    JSON.stringify({
      event: "document.received",
      documentId: "doc-largest",
      sender: "0106:87654321",
      receiver: "0106:12345678",
      documentTypeId: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##peppol::2.1",
      receivedAt: "2026-11-27T10:00:00Z",
      document,
    });
  if (xml) return encoder.encode(envelope(encodeBase64(xml)));
  const ubl = new TextDecoder().decode(largestUbl(64 * 1024));
  const room = Math.floor((MAX_INBOUND_BODY_BYTES - envelope("").length - 512) / 4) * 3;
  const note = `<cbc:Note>${"A".repeat(room - ubl.length - 30)}</cbc:Note>`;
  const padded = ubl.replace("<cbc:DocumentCurrencyCode>", `${note}<cbc:DocumentCurrencyCode>`);
  return encoder.encode(envelope(encodeBase64(encoder.encode(padded))));
}
