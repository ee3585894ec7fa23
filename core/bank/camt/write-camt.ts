import { escapeXmlText } from "../../invoice/ubl/xml-writer";
import { isValidIban } from "../iban";
import type { Balance, BankStatement, BankTransaction } from "../model";

/** The two CAMT.053 versions Dutch bookkeeping packages import: .001.02 (the classic) and .001.08. */
export type CamtVersion = "02" | "08";

export interface CamtWriteOptions {
  readonly version: CamtVersion;
  /** ISODateTime of the message ("2026-11-27T15:04:05Z"); passed in so the output is reproducible. */
  readonly createdAt: string;
}

/** Statements the writer refused: CAMT.053 requires balances (ADR 243), and these have none. */
export interface CamtMissingBalances {
  readonly code: "camt_needs_balances";
  /** Indexes into the statements given. */
  readonly statements: readonly number[];
}

const BIC = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;
const DOMAIN_CODE = /^([A-Z0-9]{1,4})\/([A-Z0-9]{1,4})\/([A-Z0-9]{1,4})$/;
const USTRD = 140;

/**
 * Statements as one CAMT.053 message in the element order of the ISO 20022 schema of `version`. One
 * entry (Ntry) per transaction with one TxDtls, so what our reader reads back is the same model. Every
 * statement must have an opening and a closing balance: the schema requires a balance and the
 * bookkeeping packages require OPBD and CLBD; we never write a number the file did not give
 * (`withKnownBalances` completes them from one known balance or one the user typed).
 */
export function writeCamt053(
  statements: readonly BankStatement[],
  options: CamtWriteOptions,
): { ok: true; xml: string } | { ok: false; error: CamtMissingBalances } {
  const missing = statements.flatMap((s, i) => (s.openingBalance?.date && s.closingBalance?.date ? [] : [i]));
  if (missing.length > 0) return { ok: false, error: { code: "camt_needs_balances", statements: missing } };
  const v = options.version;
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${v}">\n<BkToCstmrStmt>\n`,
    `<GrpHdr><MsgId>FACTUURKIT-${compactTime(options.createdAt)}</MsgId><CreDtTm>${options.createdAt}</CreDtTm></GrpHdr>\n`,
  ];
  statements.forEach((s, index) => {
    parts.push(writeStatement(s, index, options));
  });
  parts.push("</BkToCstmrStmt>\n</Document>\n");
  return { ok: true, xml: parts.join("") };
}

function writeStatement(s: BankStatement, index: number, options: CamtWriteOptions): string {
  const currency = currencyOf(s);
  const id = text(s.statementId, 35) || `FACTUURKIT${index + 1}`;
  const number = /^\d{1,18}$/.test(s.number) ? `<ElctrncSeqNb>${s.number}</ElctrncSeqNb>` : "";
  const balances = [
    s.openingBalance && writeBalance("OPBD", s.openingBalance, currency),
    s.closingBalance && writeBalance("CLBD", s.closingBalance, currency),
    s.closingAvailableBalance && writeBalance("CLAV", s.closingAvailableBalance, currency),
  ].filter(Boolean);
  const entries = s.transactions.map((t) => writeEntry(t, currency, options.version));
  return `<Stmt><Id>${id}</Id>${number}<CreDtTm>${options.createdAt}</CreDtTm><Acct>${writeAccount(s.account)}<Ccy>${currency}</Ccy></Acct>\n${balances.join("\n")}\n${entries.join("")}</Stmt>\n`;
}

function writeBalance(type: string, balance: Balance, currency: string): string {
  return `<Bal><Tp><CdOrPrtry><Cd>${type}</Cd></CdOrPrtry></Tp>${amount(balance.amount, balance.currency || currency)}<CdtDbtInd>${mark(balance.amount)}</CdtDbtInd><Dt><Dt>${balance.date}</Dt></Dt></Bal>`;
}

function writeEntry(t: BankTransaction, statementCurrency: string, version: CamtVersion): string {
  const currency = t.currency || statementCurrency;
  const status = t.status || "BOOK";
  const booking = t.bookingDate ? `<BookgDt><Dt>${t.bookingDate}</Dt></BookgDt>` : "";
  const value = t.valueDate ? `<ValDt><Dt>${t.valueDate}</Dt></ValDt>` : "";
  const bankReference = t.bankReference ? `<AcctSvcrRef>${text(t.bankReference, 35)}</AcctSvcrRef>` : "";
  const charges = t.charges ? writeCharges(t.charges, currency, version) : "";
  const batch = t.batchReference ? `<Btch><PmtInfId>${text(t.batchReference, 35)}</PmtInfId></Btch>` : "";
  return [
    `<Ntry>${amount(t.amount, currency)}<CdtDbtInd>${mark(t.amount)}</CdtDbtInd>`,
    t.reversal ? "<RvslInd>true</RvslInd>" : "",
    version === "02" ? `<Sts>${status}</Sts>` : `<Sts><Cd>${status}</Cd></Sts>`,
    `${booking}${value}${bankReference}${writeTransactionCode(t.bankTransactionCode)}${charges}`,
    `<NtryDtls>${batch}${writeDetails(t, currency, version)}</NtryDtls></Ntry>\n`,
  ].join("");
}

function writeCharges(charges: string, currency: string, version: CamtVersion): string {
  const tag = version === "02" ? "Amt" : "TtlChrgsAndTaxAmt";
  return `<Chrgs>${amount(charges, currency, tag)}</Chrgs>`;
}

/** "PMNT/ICDT/ESCT" as the ISO domain code; anything else (MT940 N-codes, GVC) as the bank's own. */
function writeTransactionCode(code: string): string {
  const domain = DOMAIN_CODE.exec(code);
  if (domain)
    return `<BkTxCd><Domn><Cd>${domain[1]}</Cd><Fmly><Cd>${domain[2]}</Cd><SubFmlyCd>${domain[3]}</SubFmlyCd></Fmly></Domn></BkTxCd>`;
  return code ? `<BkTxCd><Prtry><Cd>${text(code, 35)}</Cd></Prtry></BkTxCd>` : "<BkTxCd/>";
}

function writeDetails(t: BankTransaction, currency: string, version: CamtVersion): string {
  const refs = [
    tag("InstrId", text(t.customerReference, 35)),
    tag("EndToEndId", text(t.endToEndId, 35)),
    tag("MndtId", text(t.mandateId, 35)),
  ].join("");
  const txAmount =
    version === "02"
      ? `<AmtDtls><TxAmt>${amount(t.amount, currency)}</TxAmt></AmtDtls>`
      : `${amount(t.amount, currency)}<CdtDbtInd>${mark(t.amount)}</CdtDbtInd>`;
  return `<TxDtls>${refs ? `<Refs>${refs}</Refs>` : ""}${txAmount}${writeParties(t, version)}${writeAgents(t, version)}${writeRemittance(t)}</TxDtls>`;
}

/** Money in: the counterparty is the debtor; money out: the creditor (as our reader reads it). */
function writeParties(t: BankTransaction, version: CamtVersion): string {
  const credit = !t.amount.startsWith("-");
  const party = (name: string, id = ""): string => {
    if (!name && !id) return "";
    const identification = id ? `<Id><PrvtId><Othr><Id>${text(id, 35)}</Id></Othr></PrvtId></Id>` : "";
    const inner = `${tag("Nm", text(name, 140))}${identification}`;
    return version === "02" ? inner : `<Pty>${inner}</Pty>`;
  };
  const other = party(t.counterpartyName);
  const account = t.counterpartyAccount ? writeAccount(t.counterpartyAccount) : "";
  const ultimate = party(t.ultimateParty);
  // The creditor scheme id names the creditor: the counterparty on a debit, the account owner on a credit.
  const creditor = credit ? party("", t.creditorId) : party(t.counterpartyName, t.creditorId);
  const parts = credit
    ? [tag("Dbtr", other), tag("DbtrAcct", account), tag("UltmtDbtr", ultimate), tag("Cdtr", creditor)]
    : [tag("Cdtr", creditor), tag("CdtrAcct", account), tag("UltmtCdtr", ultimate)];
  const joined = parts.join("");
  return joined ? `<RltdPties>${joined}</RltdPties>` : "";
}

/** A BIC as BIC; a German bank code (BLZ) and the like as the clearing-system member id it is. */
function writeAgents(t: BankTransaction, version: CamtVersion): string {
  const code = text(t.counterpartyBic, 35);
  if (!code) return "";
  const bic = version === "02" ? "BIC" : "BICFI";
  const id = BIC.test(code)
    ? `<${bic}>${code}</${bic}>`
    : `<ClrSysMmbId><MmbId>${code}</MmbId></ClrSysMmbId>`;
  const agent = t.amount.startsWith("-") ? "CdtrAgt" : "DbtrAgt";
  return `<RltdAgts><${agent}><FinInstnId>${id}</FinInstnId></${agent}></RltdAgts>`;
}

function writeRemittance(t: BankTransaction): string {
  const lines = splitRemittance(t.description).map((line) => `<Ustrd>${escapeXmlText(line)}</Ustrd>`);
  const reference = text(t.creditorReference, 35);
  const structured = reference ? `<Strd><CdtrRefInf><Ref>${reference}</Ref></CdtrRefInf></Strd>` : "";
  return lines.length > 0 || structured ? `<RmtInf>${lines.join("")}${structured}</RmtInf>` : "";
}

/**
 * Ustrd holds 140 characters; the reader joins the lines with a space, so a long description is cut
 * at a space (which the join puts back) where there is one.
 */
function splitRemittance(description: string): string[] {
  const lines: string[] = [];
  let rest = description.trim();
  while (rest.length > USTRD) {
    const cut = lastSingleSpace(rest, USTRD);
    lines.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) lines.push(rest);
  return lines;
}

/** Where to cut so the reader's join restores the text: a lone space, else (rarely) mid-word. */
function lastSingleSpace(text: string, max: number): number {
  for (let i = max; i > 0; i--) {
    if (text[i] === " " && text[i - 1] !== " " && text[i + 1] !== " ") return i;
  }
  return max;
}

function writeAccount(account: string): string {
  return isValidIban(account)
    ? `<Id><IBAN>${account}</IBAN></Id>`
    : `<Id><Othr><Id>${text(account, 34) || "NOTPROVIDED"}</Id></Othr></Id>`;
}

/** ISO 4217 "XXX" (no currency) when neither the statement nor its balances say: never a guessed EUR. */
function currencyOf(s: BankStatement): string {
  const currency = s.currency || s.openingBalance?.currency || s.transactions[0]?.currency || "";
  return /^[A-Z]{3}$/.test(currency) ? currency : "XXX";
}

function amount(signed: string, currency: string, name = "Amt"): string {
  return `<${name} Ccy="${currency}">${signed.replace(/^-/, "")}</${name}>`;
}

function mark(signed: string): "CRDT" | "DBIT" {
  return signed.startsWith("-") ? "DBIT" : "CRDT";
}

function tag(name: string, content: string): string {
  return content ? `<${name}>${content}</${name}>` : "";
}

/** Escaped (characters XML cannot carry dropped), trimmed and cut to the schema's maximum length (MaxNNText counts characters). */
function text(value: string, max: number): string {
  return escapeXmlText(Array.from(value.trim()).slice(0, max).join("").trim());
}

function compactTime(iso: string): string {
  return iso.replace(/\D/g, "").slice(0, 14);
}
