import { closingOf, formatUnsigned, type GeneratedStatement } from "./generated-statement";

/** Test-only MT940 writer in the ING layout (structured :86: wrapped at 65 characters). */
export function writeMt940(statements: readonly GeneratedStatement[], options = { envelope: true }): string {
  const lines: string[] = [];
  for (const s of statements) {
    if (options.envelope) lines.push("{1:F01INGBNL2ABXXX0000000000}{2:I940INGBNL2AXXXN}{4:");
    lines.push(`:20:STMT${s.number}`, `:25:${s.account}${s.currency}`, `:28C:${s.number}/1`);
    lines.push(`:60F:${balance(s.opening, s.openingDate, s.currency)}`);
    for (const entry of s.entries) {
      for (const t of entry.transactions) {
        const mark = t.reversal ? (t.amount < 0n ? "RC" : "RD") : t.amount < 0n ? "D" : "C";
        lines.push(
          `:61:${yymmdd(t.valueDate)}${t.bookingDate.slice(5, 7)}${t.bookingDate.slice(8, 10)}${mark}${formatUnsigned(t.amount, ",", 2)}NTRFEREF`,
        );
        const info = `/EREF/${t.endToEndId}//CNTP/${t.account}/${t.bic}/${t.name}///REMI/USTD//${t.description}/`;
        for (let i = 0; i < info.length; i += 65)
          lines.push(`${i === 0 ? ":86:" : ""}${info.slice(i, i + 65)}`);
      }
    }
    lines.push(`:62F:${balance(closingOf(s), s.closingDate, s.currency)}`);
    if (options.envelope) lines.push("-}");
  }
  return `${lines.join("\r\n")}\r\n`;
}

function balance(amount: bigint, date: string, currency: string): string {
  return `${amount < 0n ? "D" : "C"}${yymmdd(date)}${currency}${formatUnsigned(amount, ",", 2)}`;
}

function yymmdd(iso: string): string {
  return `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
}
