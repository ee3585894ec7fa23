import { encodeBase64Bytes } from "../base64";

/** Input bytes per base64 piece: a multiple of 3, so the pieces join into one valid base64 text. */
const PIECE_BYTES = 3 * 16 * 1024;
const START_TAG = "<cbc:EmbeddedDocumentBinaryObject ";

/**
 * A UBL written with an empty embedded document, as the bytes of a file that carries `attachment`
 * inside it, piece by piece: the XML before the element's content, the base64 in 64 KiB pieces, the
 * rest. Never holds the document as one base64 string (a 10 MB PDF would be 14 MB of text, and the
 * XML around it another copy) — ADR 252.
 */
export function* pieceEmbeddedXml(
  xmlWithEmptyDocument: string,
  attachment: Uint8Array,
): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  const start = xmlWithEmptyDocument.indexOf(START_TAG);
  // Attribute values are escaped, so the first ">" after the start tag opens the (empty) content.
  const content = start < 0 ? -1 : xmlWithEmptyDocument.indexOf(">", start) + 1;
  if (content <= 0) {
    yield encoder.encode(xmlWithEmptyDocument);
    return;
  }
  yield encoder.encode(xmlWithEmptyDocument.slice(0, content));
  for (let offset = 0; offset < attachment.length; offset += PIECE_BYTES)
    yield encodeBase64Bytes(attachment.subarray(offset, offset + PIECE_BYTES));
  yield encoder.encode(xmlWithEmptyDocument.slice(content));
}
