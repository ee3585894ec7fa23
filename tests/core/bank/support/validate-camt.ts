import { readFileSync } from "node:fs";
import { join } from "node:path";
import { validateXML } from "xmllint-wasm";
import type { CamtVersion } from "../../../../core/bank/camt/write-camt";

const schemas = new Map<CamtVersion, string>();

/**
 * The schema errors of a CAMT.053 message by libxml2 (xmllint-wasm), against the ISO 20022 schema of
 * its version (tests/core/bank/xsd, ADR 243); an empty list when it is valid.
 */
export async function validateCamt053(xml: string, version: CamtVersion): Promise<string[]> {
  let schema = schemas.get(version);
  if (!schema) {
    schema = readFileSync(join(import.meta.dirname, `../xsd/camt.053.001.${version}.xsd`), "utf8");
    schemas.set(version, schema);
  }
  const result = await validateXML({
    xml: [{ fileName: "statement.xml", contents: xml }],
    schema: [{ fileName: `camt.053.001.${version}.xsd`, contents: schema }],
  });
  return result.errors.map((error) => error.rawMessage);
}
