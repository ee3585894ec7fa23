import { SaxesParser } from "saxes";
import { type ImportResult, importError } from "./import-error";

export interface XmlHandlers {
  open(name: string, attributes: Readonly<Record<string, string>>): void;
  close(name: string): void;
  text(text: string): void;
}

export interface XmlStream {
  write(text: string): boolean;
  finish(): ImportResult<null>;
}

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}

/**
 * A streaming XML reader (saxes) for workbook parts. A DOCTYPE is refused outright (SECURITY.md:
 * no entity expansion ever), so only the five predefined entities exist.
 */
export function createXmlStream(handlers: XmlHandlers): XmlStream {
  const parser = new SaxesParser({ position: false });
  let failure: ImportResult<null> | null = null;
  parser.on("doctype", () => {
    failure = importError(
      "bad-xml",
      "This workbook contains a DOCTYPE declaration, which we refuse for safety.",
    );
    throw new Error("doctype");
  });
  parser.on("error", (error) => {
    failure ??= importError(
      "bad-xml",
      `This workbook is damaged: ${error.message.split("\n")[0] ?? "invalid XML"}.`,
    );
    throw error;
  });
  parser.on("opentag", (tag) => handlers.open(localName(tag.name), tag.attributes as Record<string, string>));
  parser.on("closetag", (tag) => handlers.close(localName(tag.name)));
  parser.on("text", (text) => handlers.text(text));
  parser.on("cdata", (text) => handlers.text(text));
  return {
    write(text) {
      if (failure) return false;
      try {
        parser.write(text);
        return true;
      } catch {
        failure ??= importError("bad-xml", "This workbook is damaged: invalid XML.");
        return false;
      }
    },
    finish() {
      if (!failure) {
        try {
          parser.close();
        } catch {
          failure ??= importError("bad-xml", "This workbook is damaged: invalid XML.");
        }
      }
      return failure ?? { ok: true, value: null };
    },
  };
}

/** Parses a whole (small) XML document. */
export function parseXml(text: string, handlers: XmlHandlers): ImportResult<null> {
  const stream = createXmlStream(handlers);
  stream.write(text);
  return stream.finish();
}
