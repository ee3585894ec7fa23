/**
 * Test-only writers of the three statement shapes Dutch users upload, following the real layouts in
 * ../shared/corpus/bank: ING MT940 (structured :86: with /CNTP/ and /REMI/USTD// or /REMI/STRD/CUR/),
 * ABN AMRO SEPA MT940 (/TRTP/…/IBAN/…/NAME/…/REMI/…/EREF/) and CAMT.053 (Ustrd or Strd/CdtrRefInf).
 */
export interface PaymentLine {
  readonly date: string;
  readonly amountCents: number;
  readonly name: string;
  readonly iban: string;
  readonly bic: string;
  readonly text: string;
  /** Structured creditor reference, "" for free text only. */
  readonly reference: string;
  readonly endToEndId: string;
  readonly reversal: boolean;
}

export type Layout = "ing" | "abn" | "camt";

function amountText(cents: number, separator: string): string {
  const absolute = Math.abs(cents);
  return `${Math.floor(absolute / 100)}${separator}${String(absolute % 100).padStart(2, "0")}`;
}

function yymmdd(date: string): string {
  return date.slice(2).replaceAll("-", "");
}

function wrap(first: string, text: string): string[] {
  const lines: string[] = [];
  for (let index = 0; index < text.length; index += 65)
    lines.push(`${index === 0 ? first : ""}${text.slice(index, index + 65)}`);
  return lines;
}

function mark(line: PaymentLine): string {
  if (line.reversal) return line.amountCents < 0 ? "RC" : "RD";
  return line.amountCents < 0 ? "D" : "C";
}

function mt940(
  account: string,
  lines: readonly PaymentLine[],
  information: (line: PaymentLine) => string,
): string {
  const first = lines[0]?.date ?? "2024-01-01";
  const last = lines[lines.length - 1]?.date ?? first;
  const closing = lines.reduce((sum, line) => sum + line.amountCents, 1_000_000);
  const out = [
    "{1:F01INGBNL2ABXXX0000000000}{2:I940INGBNL2AXXXN}{4:",
    ":20:RECON1",
    `:25:${account}EUR`,
    ":28C:1/1",
    `:60F:C${yymmdd(first)}EUR${amountText(1_000_000, ",")}`,
  ];
  for (const line of lines) {
    out.push(
      `:61:${yymmdd(line.date)}${line.date.slice(5, 7)}${line.date.slice(8)}${mark(line)}${amountText(line.amountCents, ",")}NTRFEREF`,
    );
    out.push(...wrap(":86:", information(line)));
  }
  out.push(`:62F:${closing < 0 ? "D" : "C"}${yymmdd(last)}EUR${amountText(closing, ",")}`, "-}");
  return `${out.join("\r\n")}\r\n`;
}

export function writeIng(account: string, lines: readonly PaymentLine[]): string {
  return mt940(account, lines, (line) => {
    const remittance = line.reference ? `/REMI/STRD/CUR/${line.reference}/` : `/REMI/USTD//${line.text}/`;
    return `/EREF/${line.endToEndId}//CNTP/${line.iban}/${line.bic}/${line.name}///${remittance}`;
  });
}

export function writeAbn(account: string, lines: readonly PaymentLine[]): string {
  return mt940(account, lines, (line) => {
    const kind = line.reversal ? "SEPA OVERBOEKING RETOUR" : "SEPA OVERBOEKING";
    const remittance = line.reference ? `BETALINGSKENMERK ${line.reference} ${line.text}`.trim() : line.text;
    return `/TRTP/${kind}/IBAN/${line.iban}/BIC/${line.bic}/NAME/${line.name}/REMI/${remittance}/EREF/${line.endToEndId}`;
  });
}

function xml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export function writeCamt(account: string, lines: readonly PaymentLine[]): string {
  const entries = lines.map((line) => {
    const direction = line.amountCents < 0 ? "DBIT" : "CRDT";
    const role = direction === "CRDT" ? "Dbtr" : "Cdtr";
    const remittance = line.reference
      ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>${/^RF/.test(line.reference) ? "ISO" : "CUR"}</Issr></Tp><Ref>${line.reference}</Ref></CdtrRefInf></Strd>`
      : `<Ustrd>${xml(line.text)}</Ustrd>`;
    return `<Ntry><Amt Ccy="EUR">${amountText(line.amountCents, ".")}</Amt><CdtDbtInd>${direction}</CdtDbtInd>${line.reversal ? "<RvslInd>true</RvslInd>" : ""}<Sts>BOOK</Sts><BookgDt><Dt>${line.date}</Dt></BookgDt><ValDt><Dt>${line.date}</Dt></ValDt><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls><Refs><EndToEndId>${xml(line.endToEndId)}</EndToEndId></Refs><RltdPties><${role}><Nm>${xml(line.name)}</Nm></${role}><${role}Acct><Id><IBAN>${line.iban}</IBAN></Id></${role}Acct></RltdPties><RmtInf>${remittance}</RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-12-31T00:00:00</CreDtTm></GrpHdr><Stmt><Id>RECON-CAMT</Id><ElctrncSeqNb>1</ElctrncSeqNb><Acct><Id><IBAN>${account}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.join("\n")}</Stmt></BkToCstmrStmt></Document>
`;
}
