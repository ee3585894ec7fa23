/** The ways a broken font map garbles a text layer, applied to real words for tests and the bench. */
export const GARBLINGS = [
  "shifted by 1",
  "shifted by 3",
  "scrambled",
  "glyph ids",
  "private-use",
  "cid codes",
] as const;
export type Garbling = (typeof GARBLINGS)[number];

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
/** A fixed permutation of the alphabet, as a subset font's own glyph order gives. */
const SCRAMBLED = "qwertyuiopasdfghjklzxcvbnm";

function mapLetters(text: string, map: (index: number) => string): string {
  return text.replace(/[a-z]/gi, (letter) => {
    const index = ALPHABET.indexOf(letter.toLowerCase());
    const mapped = map(index);
    return letter === letter.toLowerCase() ? mapped : mapped.toUpperCase();
  });
}

function garbleText(text: string, kind: Garbling): string {
  if (kind === "shifted by 1") return mapLetters(text, (index) => ALPHABET[(index + 1) % 26] ?? "");
  if (kind === "shifted by 3") return mapLetters(text, (index) => ALPHABET[(index + 3) % 26] ?? "");
  if (kind === "scrambled") return mapLetters(text, (index) => SCRAMBLED[index] ?? "");
  // A font's glyph numbers read as character codes: printable ASCII, most of it punctuation and digits.
  if (kind === "glyph ids")
    return [...text]
      .map((character) => String.fromCharCode(0x21 + (((character.codePointAt(0) ?? 0) * 7) % 94)))
      .join("");
  if (kind === "private-use")
    return [...text]
      .map((character) => String.fromCodePoint(0xe000 + ((character.codePointAt(0) ?? 0) % 256)))
      .join("");
  return [...text].map((character) => `(cid:${character.codePointAt(0)})`).join("");
}

export function garble<W extends { readonly text: string }>(words: readonly W[], kind: Garbling): W[] {
  return words.map((word) => ({ ...word, text: garbleText(word.text, kind) }));
}

const INVOICE_LINES = [
  "Drukkerij Noord B.V.",
  "Havenstraat 12, 9711 AB Groningen",
  "Factuur",
  "Factuurnummer: 2026-0418",
  "Factuurdatum: 27-11-2026",
  "Vervaldatum: 11-12-2026",
  "Factuur aan: Bakkerij De Gouden Korrel B.V.",
  "Omschrijving                     Aantal     Prijs      Bedrag",
  "Visitekaartjes dubbelzijdig      500        0,12       60,00",
  "Folders gevouwen A5              1000       0,08       80,00",
  "Subtotaal                                              140,00",
  "Btw 21%                                                 29,40",
  "Totaal                                                 169,40",
  "Wij verzoeken u het totaalbedrag binnen veertien dagen over te maken",
  "op rekening NL91 ABNA 0417 1643 00 onder vermelding van het factuurnummer.",
  "Op al onze leveringen zijn de algemene voorwaarden van toepassing.",
];

/** A one-page text PDF of a Dutch invoice; `garbling` garbles its text layer as a broken font map would. */
export async function invoicePdf(garbling?: Garbling): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  INVOICE_LINES.forEach((line, index) => {
    const text = garbling ? garbleText(line, garbling) : line;
    page.drawText(text, { x: 50, y: 790 - index * 18, size: 10, font });
  });
  return pdf.save();
}
