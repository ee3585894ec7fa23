/**
 * Writes the camt.053.001.02 and .001.08 schemas from the camt.052 schemas of the same version, which
 * Debian ships (package libhbci4j-core-java, in hbci4j-core.jar); no camt.053 schema is packaged for
 * npm or Debian. The two messages share every type except the statement block (ADR 243): camt.053
 * names it Stmt/AccountStatement and requires at least one Bal, camt.052 names it Rpt/AccountReport
 * with Bal optional.
 *
 *   apt-get download libhbci4j-core-java && dpkg -x libhbci4j-core-java_*.deb h
 *   unzip h/usr/share/java/hbci4j-core.jar 'camt.052.001.0[28].xsd'
 *   npx tsx scripts/derive-camt053-xsd.ts camt.052.001.02.xsd camt.052.001.08.xsd
 */
import { readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";

const OUT = "tests/core/bank/xsd";
/** camt.052 type name of the report block → the camt.053 name of the statement block, per version. */
const STATEMENT_TYPES: Record<string, [string, string]> = {
  "02": ["AccountReport11", "AccountStatement2"],
  "08": ["AccountReport25", "AccountStatement9"],
};

for (const path of process.argv.slice(2)) {
  const version = /camt\.052\.001\.(\d\d)\.xsd$/.exec(basename(path))?.[1];
  const types = version ? STATEMENT_TYPES[version] : undefined;
  if (!version || !types) throw new Error(`${path}: expected camt.052.001.02.xsd or camt.052.001.08.xsd`);
  const [reportType, statementType] = types;
  const source = readFileSync(path, "utf8");
  const block = new RegExp(`<xs:complexType name="${reportType}">[\\s\\S]*?</xs:complexType>`);
  const derived = source
    .replace(block, (text) =>
      text
        .replace(`name="${reportType}"`, `name="${statementType}"`)
        .replace('name="RptPgntn"', 'name="StmtPgntn"')
        .replace(/minOccurs="0" name="Bal"/, 'minOccurs="1" name="Bal"')
        .replace('name="AddtlRptInf"', 'name="AddtlStmtInf"'),
    )
    .replaceAll("camt.052.001.", "camt.053.001.")
    .replace(`name="BankToCustomerAccountReportV${version}"`, `name="BankToCustomerStatementV${version}"`)
    .replace(`name="Rpt" type="${reportType}"`, `name="Stmt" type="${statementType}"`)
    .replace(
      `name="BkToCstmrAcctRpt" type="BankToCustomerAccountReportV${version}"`,
      `name="BkToCstmrStmt" type="BankToCustomerStatementV${version}"`,
    );
  for (const left of [reportType, "BkToCstmrAcctRpt", '"Rpt"', "AddtlRptInf", 'minOccurs="0" name="Bal"'])
    if (derived.includes(left)) throw new Error(`${path}: "${left}" is still in the derived schema`);
  writeFileSync(join(OUT, `camt.053.001.${version}.xsd`), derived);
}
