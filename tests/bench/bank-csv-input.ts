/**
 * An ING current-account export (11 columns, Af/Bij, running balance, newest first) of about `bytes`
 * bytes, with the descriptions and counterparties of a busy business account.
 */
export function writeIngCsv(bytes: number): { text: string; rows: number } {
  const header = `"Datum";"Naam / Omschrijving";"Rekening";"Tegenrekening";"Code";"Af Bij";"Bedrag (EUR)";"Mutatiesoort";"Mededelingen";"Saldo na mutatie";"Tag"\n`;
  const lines: string[] = [];
  let size = header.length;
  let balance = 100_000_000n;
  for (let i = 0; size < bytes; i++) {
    const cents = BigInt((i * 7919) % 100_000) + 1n;
    const debit = i % 3 === 0;
    balance += debit ? -cents : cents;
    const date = new Date(Date.UTC(2020, 0, 1 + Math.floor(i / 500))).toISOString();
    const compact = `${date.slice(0, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;
    const valueDate = `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
    const line = `"${compact}";"Winkel ${i % 977} BV";"NL91ABNA0417164300";"NL20INGB000${1_000_000 + (i % 999_999)}";"GT";"${debit ? "Af" : "Bij"}";"${euros(cents)}";"Online bankieren";"Naam: Winkel ${i % 977} BV Omschrijving: factuur ${i} IBAN: NL20INGB0001234567 Kenmerk: ${i} Valutadatum: ${valueDate}";"${euros(balance)}";""\n`;
    lines.push(line);
    size += line.length;
  }
  // Newest first, as ING lists: the last row written is the newest.
  return { text: header + lines.reverse().join(""), rows: lines.length };
}

function euros(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? "-" : ""}${abs / 100n},${String(abs % 100n).padStart(2, "0")}`;
}
