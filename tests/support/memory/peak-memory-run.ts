/// <reference types="node" />
/**
 * One server-side path with its largest accepted input, in a fresh Node process started by
 * tests/core/production-memory.test.ts (docs/decisions/210):
 *   node --max-old-space-size=128 --import tsx tests/support/memory/peak-memory-run.ts <path>
 * The input is made first, a tiny input warms the code (modules, pdf.js), then the peak resident
 * memory's growth while the path runs is printed as JSON. The Worker code runs as it does in workerd;
 * only the D1 and R2 bindings are stand-ins that cost what the real ones cost in the isolate.
 */

import { convertBankFile } from "../../../core/bank/convert-file";
import { exportSaved } from "../../../worker/bank/export-saved";
import { saveStatementFile } from "../../../worker/bank/save-statement-file";
import { createDatabase } from "../../../worker/db/client";
import { parseMessage } from "../../../worker/email-inbound/parse-message";
import { selectInvoiceFiles } from "../../../worker/email-inbound/select-invoice-files";
import { processInvoiceFile } from "../../../worker/invoices/process-invoice-file";
import { parseInboundBody } from "../../../worker/peppol/inbound-body";
import { storeReceivedDocument } from "../../../worker/peppol/store-received-document";
import { signInboundPayload, verifyInboundSignature } from "../../../worker/peppol/verify-inbound-signature";
import { decompressionBomb } from "../../fixtures/hostile/hostile-pdfs";
import {
  crowdedMt940,
  densestTextPdf,
  largestCamt,
  largestEmail,
  largestJpeg,
  largestMt940,
  largestPdf,
  largestPeppolDelivery,
  largestUbl,
} from "./largest-inputs";
import { exportUblZip } from "./ubl-export-path";
import { createD1StandIn, createR2StandIn, d1Traffic } from "./worker-bindings";

const storage = { db: createDatabase(createD1StandIn()), files: createR2StandIn() };

const BOUNDARY = "----factuurkit-memory";
const NETWORK_CHUNK_BYTES = 64 * 1024;

/**
 * A multipart request whose body arrives in network-sized chunks, as workerd hands a Worker an
 * upload: nothing but the file itself (the input) and what the route's own parsing holds.
 */
function multipartRequest(url: string, field: string, bytes: Uint8Array, fileName: string): Request {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  let offset = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset < 0) controller.enqueue(head.slice());
      else if (offset < bytes.byteLength)
        controller.enqueue(bytes.slice(offset, offset + NETWORK_CHUNK_BYTES));
      else {
        controller.enqueue(tail.slice());
        controller.close();
      }
      offset = offset < 0 ? 0 : offset + NETWORK_CHUNK_BYTES;
    },
  });
  return new Request(url, {
    method: "POST",
    body,
    duplex: "half",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
  } as RequestInit);
}

/** The upload route's own steps: a multipart body read as FormData, each file's bytes, the pipeline. */
async function uploadInvoice(bytes: Uint8Array, fileName: string): Promise<unknown> {
  const request = multipartRequest("https://factuurkit.test/api/invoices", "files", bytes, fileName);
  const files = (await request.formData()).getAll("files") as File[];
  const results = [];
  // As the route does: each File is let go once its bytes are read.
  for (let file = files.shift(); file; file = files.shift()) {
    const fileBytes = new Uint8Array(await file.arrayBuffer());
    file = undefined;
    results.push(
      await processInvoiceFile(storage, "user", { bytes: fileBytes, fileName }, { source: "upload" }),
    );
  }
  return results;
}

async function saveBankFile(bytes: Uint8Array): Promise<unknown> {
  const request = multipartRequest(
    "https://factuurkit.test/api/bank-statements",
    "file",
    bytes,
    "statement.sta",
  );
  let file = (await request.formData()).get("file") as File | undefined;
  const fileName = file?.name ?? "";
  const fileBytes = new Uint8Array((await file?.arrayBuffer()) ?? new ArrayBuffer(0));
  file = undefined;
  return saveStatementFile(storage, "user", { fileName, bytes: fileBytes });
}

/**
 * A saved file's statements downloaded as CAMT.053 and MT940 (worker/bank/export-saved.ts): the
 * statements in the model as the route loads them (here read from the file itself), then each written.
 */
function exportBankFile(bytes: Uint8Array): unknown {
  const parsed = convertBankFile("statement.sta", bytes);
  if (!parsed.ok) return parsed;
  const camt = exportSaved(parsed.value.statements, "camt053-08", "statement");
  const mt940 = exportSaved(parsed.value.statements, "mt940", "statement");
  return { ok: true, camtChars: camt.body.length, mt940Chars: mt940.body.length };
}

/** What worker/email-inbound/handle-inbound-email.ts runs once the address and quota checks pass. */
async function receiveEmail(raw: Uint8Array): Promise<unknown> {
  const parsed = await parseMessage(raw);
  if (!parsed.ok) return parsed;
  const selection = selectInvoiceFiles(parsed.value.files);
  if (!selection.ok) return selection;
  const results = [];
  for (const file of selection.value.usable)
    results.push(
      await processInvoiceFile(storage, "user", file, {
        source: "email",
        sender: "facturen@zuid.example",
        subject: "Facturen",
        receivedAt: 0,
      }),
    );
  return results;
}

/**
 * What POST /api/peppol/inbound runs (ADR 283): the signature over the raw body, parsing, then the
 * pipeline; `read` as when the month's limit allows reading (the stand-in D1 refuses the quota).
 */
async function receivePeppol(raw: Uint8Array, read = false): Promise<unknown> {
  const header = await signInboundPayload("secret", 1_800_000_000, raw);
  const check = await verifyInboundSignature("secret", header, raw, 1_800_000_000);
  if (!check.ok) return check;
  const body = parseInboundBody(raw);
  if (!body.ok) return body;
  const { bytes, sender } = body.value;
  if (read) {
    const origin = { source: "peppol", sender, receivedAt: 0 } as const;
    return processInvoiceFile(storage, "user", { bytes, fileName: "peppol.xml" }, origin);
  }
  const d1 = createD1StandIn();
  const peppolStorage = { db: createDatabase(d1), files: storage.files };
  return { ok: true, value: await storeReceivedDocument(peppolStorage, d1, "user", body.value, 0) };
}

interface PathRun {
  readonly input: () => Uint8Array;
  readonly warmUp: () => Promise<unknown>;
  readonly run: (input: Uint8Array) => Promise<unknown>;
}

const PATHS: Readonly<Record<string, PathRun>> = {
  "invoice-pdf": {
    input: () => largestPdf(Number(process.env.MEMORY_PDF_BYTES) || undefined),
    warmUp: () => uploadInvoice(largestPdf(64 * 1024), "warm.pdf"),
    run: (input) => uploadInvoice(input, "factuur.pdf"),
  },
  "invoice-pdf-text": {
    input: () => densestTextPdf(),
    warmUp: () => uploadInvoice(largestPdf(64 * 1024), "warm.pdf"),
    run: (input) => uploadInvoice(input, "factuur.pdf"),
  },
  "invoice-pdf-bomb": {
    input: () => decompressionBomb(4 * 1024 ** 3),
    warmUp: () => uploadInvoice(largestPdf(64 * 1024), "warm.pdf"),
    run: (input) => uploadInvoice(input, "bomb.pdf"),
  },
  "invoice-image": {
    input: () => largestJpeg(),
    warmUp: () => uploadInvoice(largestJpeg(64 * 1024), "warm.jpg"),
    run: (input) => uploadInvoice(input, "bon.jpg"),
  },
  "invoice-ubl": {
    input: () => largestUbl(Number(process.env.MEMORY_XML_BYTES) || undefined),
    warmUp: () => uploadInvoice(largestUbl(16 * 1024), "warm.xml"),
    run: (input) => uploadInvoice(input, "factuur.xml"),
  },
  "bank-mt940": {
    input: () => largestMt940(Number(process.env.MEMORY_TRANSACTIONS) || undefined),
    warmUp: () => saveBankFile(largestMt940(500)),
    run: (input) => saveBankFile(input),
  },
  "bank-mt940-crowded": {
    input: () => crowdedMt940(),
    warmUp: () => saveBankFile(largestMt940(500)),
    run: (input) => saveBankFile(input),
  },
  "bank-camt": {
    input: () => largestCamt(Number(process.env.MEMORY_TRANSACTIONS) || undefined),
    warmUp: () => saveBankFile(largestCamt(500)),
    run: (input) => saveBankFile(input),
  },
  "bank-export": {
    input: () => largestMt940(Number(process.env.MEMORY_TRANSACTIONS) || undefined),
    warmUp: async () => exportBankFile(largestMt940(500)),
    run: async (input) => exportBankFile(input),
  },
  // Three largest originals in one ZIP: one is held at a time, so three cost what one does.
  "ubl-export-zip": {
    input: () => largestPdf(),
    warmUp: () => exportUblZip(storage, largestPdf(64 * 1024), 1),
    run: (input) => exportUblZip(storage, input, 3),
  },
  // The 10 MB cap: an XML over the reading cap, kept as a failed inbox row.
  "peppol-inbound": {
    input: () => largestPeppolDelivery(),
    warmUp: () => receivePeppol(largestPeppolDelivery(largestUbl(16 * 1024))),
    run: (input) => receivePeppol(input),
  },
  // The largest document that is read: a 4 MB UBL, base64 in JSON.
  "peppol-inbound-readable": {
    input: () => largestPeppolDelivery(largestUbl()),
    warmUp: () => receivePeppol(largestPeppolDelivery(largestUbl(16 * 1024)), true),
    run: (input) => receivePeppol(input, true),
  },
  email: {
    input: () => largestEmail(),
    warmUp: () => receiveEmail(largestEmail(256 * 1024)),
    run: (input) => receiveEmail(input),
  },
};

const name = process.argv[2] ?? "";
const path = PATHS[name];
if (!path) throw new Error(`unknown path ${name}: ${Object.keys(PATHS).join(", ")}`);
let input: Uint8Array | null = path.input();
await path.warmUp();
const inputBytes = input.byteLength;
const before = process.memoryUsage().rss;
const result = JSON.stringify(await path.run(input)).slice(0, 400);
input = null;
const peak = process.resourceUsage().maxRSS * 1024;
process.stdout.write(
  JSON.stringify({
    path: name,
    inputBytes,
    peakGrowthBytes: peak - before,
    largestD1RequestBytes: d1Traffic.largestRequestBytes,
    result,
  }),
);
