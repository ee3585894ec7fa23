import { formatScaled, negateAmount, toScaled } from "../decimal";
import { type BankTransaction, emptyTransaction } from "../model";

/** What one Ntry or one TxDtls carries while it is being read. */
export interface CamtDetails {
  amount: string;
  currency: string;
  creditDebit: string;
  endToEndId: string;
  mandateId: string;
  paymentInformationId: string;
  instructionId: string;
  accountServicerReference: string;
  domainCode: string;
  familyCode: string;
  subFamilyCode: string;
  proprietaryCode: string;
  debtorName: string;
  debtorAccount: string;
  debtorBic: string;
  ultimateDebtor: string;
  creditorName: string;
  creditorAccount: string;
  creditorBic: string;
  ultimateCreditor: string;
  creditorId: string;
  unstructured: string[];
  creditorReference: string;
  additionalInfo: string;
  charges: bigint;
  hasCharges: boolean;
  /** Set once TtlChrgsAndTaxAmt is read: it wins over the sum of the individual charge records. */
  chargesFromTotal: boolean;
  returnReason: string;
}

export interface CamtEntry extends CamtDetails {
  entryReference: string;
  reversal: boolean;
  status: string;
  bookingDate: string;
  valueDate: string;
  batchPaymentInformationId: string;
  details: CamtDetails[];
  /** Where the entry starts, for messages. */
  line: number;
  index: number;
}

export function newDetails(): CamtDetails {
  return {
    amount: "",
    currency: "",
    creditDebit: "",
    endToEndId: "",
    mandateId: "",
    paymentInformationId: "",
    instructionId: "",
    accountServicerReference: "",
    domainCode: "",
    familyCode: "",
    subFamilyCode: "",
    proprietaryCode: "",
    debtorName: "",
    debtorAccount: "",
    debtorBic: "",
    ultimateDebtor: "",
    creditorName: "",
    creditorAccount: "",
    creditorBic: "",
    ultimateCreditor: "",
    creditorId: "",
    unstructured: [],
    creditorReference: "",
    additionalInfo: "",
    charges: 0n,
    hasCharges: false,
    chargesFromTotal: false,
    returnReason: "",
  };
}

export function newEntry(line: number, index: number): CamtEntry {
  return {
    ...newDetails(),
    entryReference: "",
    reversal: false,
    status: "",
    bookingDate: "",
    valueDate: "",
    batchPaymentInformationId: "",
    details: [],
    line,
    index,
  };
}

/**
 * One entry becomes one row, or one row per TxDtls for a batch (several TxDtls). A batch is only
 * split when every TxDtls has its own amount and they add up to the entry amount; otherwise the
 * entry stays one row, so the statement still reconciles exactly.
 */
export function entryToTransactions(entry: CamtEntry, statementCurrency: string): BankTransaction[] {
  const entryAmount = signed(entry.amount, entry.creditDebit);
  const currency = entry.currency || statementCurrency;
  const credit = entry.creditDebit === "CRDT";
  if (entry.details.length > 1 && batchAddsUp(entry, entryAmount)) {
    const batchReference =
      entry.batchPaymentInformationId || entry.accountServicerReference || entry.entryReference;
    return entry.details.map((detail) => {
      const detailCredit = (detail.creditDebit || entry.creditDebit) === "CRDT";
      return buildRow(
        entry,
        detail,
        signed(detail.amount, detail.creditDebit || entry.creditDebit),
        currency,
        detailCredit,
        batchReference,
      );
    });
  }
  const detail = entry.details.length === 1 ? entry.details[0] : undefined;
  const row = buildRow(entry, detail, entryAmount, currency, credit, entry.batchPaymentInformationId);
  if (entry.details.length > 1) {
    const description = row.description || `Batch of ${entry.details.length} payments`;
    return [{ ...row, description }];
  }
  return [row];
}

function batchAddsUp(entry: CamtEntry, entryAmount: string): boolean {
  let total = 0n;
  for (const detail of entry.details) {
    if (!detail.amount || (detail.currency && entry.currency && detail.currency !== entry.currency))
      return false;
    total += toScaled(signed(detail.amount, detail.creditDebit || entry.creditDebit));
  }
  return total === toScaled(entryAmount);
}

function signed(amount: string, creditDebit: string): string {
  return creditDebit === "DBIT" && toScaled(amount) !== 0n ? negateAmount(amount) : amount;
}

function buildRow(
  entry: CamtEntry,
  detail: CamtDetails | undefined,
  amount: string,
  currency: string,
  credit: boolean,
  batchReference: string,
): BankTransaction {
  const d = detail ?? newDetails();
  // Money in: the counterparty is the debtor; money out: the creditor.
  const name = credit ? d.debtorName : d.creditorName;
  const account = credit ? d.debtorAccount : d.creditorAccount;
  const bic = credit ? d.debtorBic : d.creditorBic;
  const ultimate = credit ? d.ultimateDebtor : d.ultimateCreditor;
  const remittance = d.unstructured.join(" ").trim();
  const description =
    remittance ||
    d.creditorReference ||
    d.additionalInfo ||
    entry.additionalInfo ||
    (d.returnReason ? `Return: ${d.returnReason}` : "");
  // A batch row shows only its own charges; a single-transaction entry also shows the entry's.
  const single = entry.details.length <= 1;
  const chargeTotal = d.hasCharges ? d.charges : single && entry.hasCharges ? entry.charges : 0n;
  const hasCharges = d.hasCharges || (single && entry.hasCharges);
  return {
    ...emptyTransaction(),
    bookingDate: entry.bookingDate || entry.valueDate,
    valueDate: entry.valueDate || entry.bookingDate,
    amount,
    currency,
    counterpartyName: name,
    counterpartyAccount: account,
    counterpartyBic: bic,
    ultimateParty: ultimate && ultimate !== name ? ultimate : "",
    description,
    endToEndId: clean(d.endToEndId),
    mandateId: d.mandateId,
    creditorId: d.creditorId,
    creditorReference: d.creditorReference,
    customerReference: clean(d.instructionId || entry.entryReference),
    bankReference: d.accountServicerReference || entry.accountServicerReference,
    batchReference,
    bankTransactionCode: transactionCode(d.domainCode ? d : entry),
    transactionType: "",
    charges: hasCharges ? formatScaled(chargeTotal) : "",
    reversal: entry.reversal,
    status: entry.status,
  };
}

function transactionCode(source: CamtDetails): string {
  if (source.domainCode) {
    return [source.domainCode, source.familyCode, source.subFamilyCode].filter(Boolean).join("/");
  }
  return source.proprietaryCode;
}

function clean(reference: string): string {
  return reference === "NOTPROVIDED" ? "" : reference;
}
