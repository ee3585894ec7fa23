import type { InvalidValueCode } from "../bank-text";
import { parseScaled } from "../decimal";
import type { CamtDetails, CamtEntry } from "./camt-entry";
import { readCamtAmount, readCamtDate } from "./camt-values";

interface Invalid {
  /** Records a value that cannot be read; the part it belongs to is skipped with a warning. */
  invalid(what: InvalidValueCode, value: string): void;
}

/**
 * A value inside TxDtls, by its path below TxDtls. Paths cover versions .02 to .13: the amount moved
 * from AmtDtls/TxAmt/Amt (.02) to Amt (.04+), parties gained a Pty level (.08+), BIC became BICFI (.04+).
 */
export function applyDetailValue(
  detail: CamtDetails,
  path: string,
  value: string,
  currency: string,
  at: Invalid,
): void {
  switch (path) {
    case "Amt":
    case "AmtDtls/TxAmt/Amt":
      if (detail.amount && path !== "Amt") return;
      detail.amount = amount(value, at, "invalid_transaction_amount");
      detail.currency = currency;
      return;
    case "CdtDbtInd":
      detail.creditDebit = value.trim();
      return;
    case "Refs/EndToEndId":
      detail.endToEndId = value.trim();
      return;
    case "Refs/MndtId":
      detail.mandateId = value.trim();
      return;
    case "Refs/PmtInfId":
      detail.paymentInformationId = value.trim();
      return;
    case "Refs/InstrId":
      detail.instructionId = value.trim();
      return;
    case "Refs/AcctSvcrRef":
      detail.accountServicerReference = value.trim();
      return;
    case "RltdPties/Dbtr/Nm":
    case "RltdPties/Dbtr/Pty/Nm":
      detail.debtorName = value.trim();
      return;
    case "RltdPties/DbtrAcct/Id/IBAN":
      detail.debtorAccount = value.trim();
      return;
    case "RltdPties/DbtrAcct/Id/Othr/Id":
      detail.debtorAccount ||= value.trim();
      return;
    case "RltdPties/UltmtDbtr/Nm":
    case "RltdPties/UltmtDbtr/Pty/Nm":
      detail.ultimateDebtor = value.trim();
      return;
    case "RltdPties/Cdtr/Nm":
    case "RltdPties/Cdtr/Pty/Nm":
      detail.creditorName = value.trim();
      return;
    case "RltdPties/CdtrAcct/Id/IBAN":
      detail.creditorAccount = value.trim();
      return;
    case "RltdPties/CdtrAcct/Id/Othr/Id":
      detail.creditorAccount ||= value.trim();
      return;
    case "RltdPties/UltmtCdtr/Nm":
    case "RltdPties/UltmtCdtr/Pty/Nm":
      detail.ultimateCreditor = value.trim();
      return;
    case "RltdPties/Cdtr/Id/PrvtId/Othr/Id":
    case "RltdPties/Cdtr/Pty/Id/PrvtId/Othr/Id":
      detail.creditorId = value.trim();
      return;
    case "RltdAgts/DbtrAgt/FinInstnId/BIC":
    case "RltdAgts/DbtrAgt/FinInstnId/BICFI":
      detail.debtorBic = value.trim();
      return;
    // A bank without a BIC (a German BLZ) is named by its clearing-system member id; a BIC wins.
    case "RltdAgts/DbtrAgt/FinInstnId/ClrSysMmbId/MmbId":
      detail.debtorBic ||= value.trim();
      return;
    case "RltdAgts/CdtrAgt/FinInstnId/ClrSysMmbId/MmbId":
      detail.creditorBic ||= value.trim();
      return;
    case "RltdAgts/CdtrAgt/FinInstnId/BIC":
    case "RltdAgts/CdtrAgt/FinInstnId/BICFI":
      detail.creditorBic = value.trim();
      return;
    case "RmtInf/Ustrd":
      detail.unstructured.push(value.trim());
      return;
    case "RmtInf/Strd/CdtrRefInf/Ref":
      detail.creditorReference ||= value.trim();
      return;
    case "AddtlTxInf":
      detail.additionalInfo = value.trim();
      return;
    case "RtrInf/Rsn/Cd":
      detail.returnReason = value.trim();
      return;
    default:
      applyCommonValue(detail, path, value, at);
  }
}

/** A value inside Ntry but outside TxDtls, by its path below Ntry. */
export function applyEntryValue(
  entry: CamtEntry,
  path: string,
  value: string,
  currency: string,
  at: Invalid,
): void {
  switch (path) {
    case "Amt":
      entry.amount = amount(value, at, "invalid_entry_amount");
      entry.currency = currency;
      return;
    case "CdtDbtInd":
      entry.creditDebit = value.trim();
      return;
    case "RvslInd":
      entry.reversal = value.trim() === "true" || value.trim() === "1";
      return;
    case "Sts":
    case "Sts/Cd":
    case "Sts/Prtry":
      entry.status = value.trim();
      return;
    case "BookgDt/Dt":
    case "BookgDt/DtTm":
      entry.bookingDate = date(value, at, "invalid_booking_date");
      return;
    case "ValDt/Dt":
    case "ValDt/DtTm":
      entry.valueDate = date(value, at, "invalid_value_date");
      return;
    case "NtryRef":
      entry.entryReference = value.trim();
      return;
    case "AcctSvcrRef":
      entry.accountServicerReference = value.trim();
      return;
    case "NtryDtls/Btch/PmtInfId":
      entry.batchPaymentInformationId = value.trim();
      return;
    case "AddtlNtryInf":
      entry.additionalInfo = value.trim();
      return;
    default:
      applyCommonValue(entry, path, value, at);
  }
}

/** Bank transaction code and charges appear the same way on Ntry and on TxDtls. */
function applyCommonValue(target: CamtDetails, path: string, value: string, at: Invalid): void {
  switch (path) {
    case "BkTxCd/Domn/Cd":
      target.domainCode = value.trim();
      return;
    case "BkTxCd/Domn/Fmly/Cd":
      target.familyCode = value.trim();
      return;
    case "BkTxCd/Domn/Fmly/SubFmlyCd":
      target.subFamilyCode = value.trim();
      return;
    case "BkTxCd/Prtry/Cd":
      target.proprietaryCode = value.trim();
      return;
    case "Chrgs/TtlChrgsAndTaxAmt":
      target.charges = scaled(value, at);
      target.hasCharges = true;
      target.chargesFromTotal = true;
      return;
    case "Chrgs/Amt":
    case "Chrgs/Rcrd/Amt":
      if (target.chargesFromTotal) return;
      target.charges += scaled(value, at);
      target.hasCharges = true;
      return;
    default:
      return;
  }
}

function amount(value: string, at: Invalid, what: InvalidValueCode): string {
  const parsed = readCamtAmount(value);
  if (parsed === null) at.invalid(what, value);
  return parsed ?? "";
}

function scaled(value: string, at: Invalid): bigint {
  const parsed = readCamtAmount(value);
  if (parsed === null) {
    at.invalid("invalid_charges_amount", value);
    return 0n;
  }
  return parseScaled(parsed) ?? 0n;
}

function date(value: string, at: Invalid, what: InvalidValueCode): string {
  const parsed = readCamtDate(value);
  if (parsed === null) at.invalid(what, value);
  return parsed ?? "";
}
