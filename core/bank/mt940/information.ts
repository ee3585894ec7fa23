/** What :86: (information to account owner) can tell about one transaction. */
export interface TransactionInformation {
  counterpartyName: string;
  counterpartyAccount: string;
  counterpartyBic: string;
  ultimateParty: string;
  description: string;
  endToEndId: string;
  mandateId: string;
  creditorId: string;
  creditorReference: string;
  batchReference: string;
  transactionType: string;
  /** German GVC code (three digits before the first subfield). */
  gvc: string;
}

export function emptyInformation(): TransactionInformation {
  return {
    counterpartyName: "",
    counterpartyAccount: "",
    counterpartyBic: "",
    ultimateParty: "",
    description: "",
    endToEndId: "",
    mandateId: "",
    creditorId: "",
    creditorReference: "",
    batchReference: "",
    transactionType: "",
    gvc: "",
  };
}

/** Empties `info` for the next :86: (the parser reads every :86: of a file into one object). */
export function clearInformation(info: TransactionInformation): TransactionInformation {
  info.counterpartyName = "";
  info.counterpartyAccount = "";
  info.counterpartyBic = "";
  info.ultimateParty = "";
  info.description = "";
  info.endToEndId = "";
  info.mandateId = "";
  info.creditorId = "";
  info.creditorReference = "";
  info.batchReference = "";
  info.transactionType = "";
  info.gvc = "";
  return info;
}

/** "NOTPROVIDED" and friends are placeholders, not references. */
export function cleanReference(value: string): string {
  const trimmed = value.trim();
  return isPlaceholderReference(trimmed) ? "" : trimmed;
}

/** True for a trimmed reference that is a placeholder ("NOTPROVIDED", "NONREF"). */
export function isPlaceholderReference(trimmed: string): boolean {
  return trimmed === "NOTPROVIDED" || trimmed === "NONREF";
}

/** A name as banks pad it into fixed-width blocks ("KPN - DIGITENNE    ") with its runs of spaces closed up. */
export function tidyName(name: string): string {
  if (!name.includes("  ") && !name.includes("\t") && name.trim() === name) return name;
  return name.replace(/\s+/g, " ").trim();
}
