import { closingOf, formatUnsigned, type GeneratedStatement } from "./generated-statement";

/** Test-only CAMT.053 writer; `version` picks the element layout (.02 legacy amounts, .08+ Pty and Sts/Cd). */
export function writeCamt053(statements: readonly GeneratedStatement[], version: number): string {
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${String(version).padStart(2, "0")}"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr>`,
  ];
  for (const s of statements) parts.push(...statementParts(s, version));
  parts.push("</BkToCstmrStmt></Document>\n");
  return parts.join("");
}

function statementParts(s: GeneratedStatement, version: number): string[] {
  const parts = [
    `<Stmt><Id>STMT${s.number}</Id><ElctrncSeqNb>${s.number}</ElctrncSeqNb><Acct><Id><IBAN>${s.account}</IBAN></Id><Ccy>${s.currency}</Ccy></Acct>`,
    balance("OPBD", s.opening, s.currency, s.openingDate),
    balance("CLBD", closingOf(s), s.currency, s.closingDate),
  ];
  s.entries.forEach((entry, index) => {
    const total = entry.transactions.reduce((sum, t) => sum + t.amount, 0n);
    const first = entry.transactions[0];
    if (!first) return;
    const cdtDbt = total < 0n ? "DBIT" : "CRDT";
    const status = version >= 8 ? "<Sts><Cd>BOOK</Cd></Sts>" : "<Sts>BOOK</Sts>";
    const batch = entry.transactions.length > 1 ? `<Btch><PmtInfId>B${index}</PmtInfId></Btch>` : "";
    parts.push(
      `<Ntry>\n<Amt Ccy="${s.currency}">${formatUnsigned(total, ".", 2)}</Amt><CdtDbtInd>${cdtDbt}</CdtDbtInd>${first.reversal ? "<RvslInd>true</RvslInd>" : ""}${status}<BookgDt><Dt>${first.bookingDate}</Dt></BookgDt><ValDt><Dt>${first.valueDate}</Dt></ValDt><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls>${batch}`,
    );
    for (const t of entry.transactions) parts.push(details(t, s.currency, cdtDbt, version));
    parts.push("</NtryDtls></Ntry>\n");
  });
  parts.push("</Stmt>");
  return parts;
}

function details(
  t: GeneratedStatement["entries"][number]["transactions"][number],
  currency: string,
  cdtDbt: string,
  version: number,
): string {
  const amount =
    version === 2
      ? `<AmtDtls><TxAmt><Amt Ccy="${currency}">${formatUnsigned(t.amount, ".", 2)}</Amt></TxAmt></AmtDtls>`
      : `<Amt Ccy="${currency}">${formatUnsigned(t.amount, ".", 2)}</Amt><CdtDbtInd>${cdtDbt}</CdtDbtInd>`;
  const role = cdtDbt === "CRDT" ? "Dbtr" : "Cdtr";
  const name =
    version >= 8
      ? `<${role}><Pty><Nm>${xml(t.name)}</Nm></Pty></${role}>`
      : `<${role}><Nm>${xml(t.name)}</Nm></${role}>`;
  const bic = version === 2 ? "BIC" : "BICFI";
  return `<TxDtls><Refs><EndToEndId>${t.endToEndId}</EndToEndId></Refs>${amount}<RltdPties>${name}<${role}Acct><Id><IBAN>${t.account}</IBAN></Id></${role}Acct></RltdPties><RltdAgts><${role}Agt><FinInstnId><${bic}>${t.bic}</${bic}></FinInstnId></${role}Agt></RltdAgts><RmtInf><Ustrd>${xml(t.description)}</Ustrd></RmtInf></TxDtls>`;
}

function balance(type: string, amount: bigint, currency: string, date: string): string {
  return `<Bal><Tp><CdOrPrtry><Cd>${type}</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${formatUnsigned(amount, ".", 2)}</Amt><CdtDbtInd>${amount < 0n ? "DBIT" : "CRDT"}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
}

function xml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
