import { isValidIban } from "../iban";
import { emptyInformation, type TransactionInformation } from "./information";

const IBAN_AND_NAME = /^([A-Z]{2}\d{2}[A-Z0-9]{11,30})(?:\s+(.*))?$/;
const ABN_GIRO = /^GIRO\s+(\d+)\s+(.*)$/;
const ABN_ACCOUNT = /^(\d{2}\.\d{2}\.\d{2}\.\d{3})\s+(.*)$/;

/**
 * Free-text :86:. Two layouts carry the counterparty on the first line and are read as such:
 * de Volksbank (ASN, SNS, RegioBank) "IBAN name" and ABN AMRO's older "GIRO number name" or
 * "12.34.56.789 name". Everything else is kept as the description, lines joined with a space.
 */
export function parseUnstructured(lines: readonly string[]): TransactionInformation {
  const info = emptyInformation();
  const first = (lines[0] ?? "").trim();
  const rest = lines
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const volksbank = IBAN_AND_NAME.exec(first);
  if (volksbank && isValidIban(volksbank[1] ?? "")) {
    info.counterpartyAccount = volksbank[1] ?? "";
    info.counterpartyName = (volksbank[2] ?? "").trim();
    info.description = rest.join(" ");
    return info;
  }
  const giro = ABN_GIRO.exec(first) ?? ABN_ACCOUNT.exec(first);
  if (giro) {
    info.counterpartyAccount = (giro[1] ?? "").replaceAll(".", "");
    info.counterpartyName = (giro[2] ?? "").trim();
    info.description = rest.join(" ");
    return info;
  }
  info.description = [first, ...rest].filter((line) => line !== "").join(" ");
  return info;
}
