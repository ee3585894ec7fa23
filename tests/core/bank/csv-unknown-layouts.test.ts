import { describe, expect, it } from "vitest";
import { convertBankFile } from "../../../core/bank/convert-file";
import type { CsvMapping } from "../../../core/bank/csv/infer-mapping";
import type { ParsedFile } from "../../../core/bank/model";

/**
 * Layouts of banks that are in no dev folder, made up here from the header words such banks use: the
 * columns must come from the words and the cell shapes, not from a list of known banks.
 */
function read(name: string, text: string, csvMapping?: CsvMapping): ParsedFile {
  const result = convertBankFile(name, new TextEncoder().encode(text), { csvMapping });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function summary(file: ParsedFile): string[] {
  return file.statements.flatMap((s) =>
    s.transactions.map(
      (t) =>
        `${s.account} ${t.bookingDate} ${t.amount} ${t.counterpartyName} | ${t.counterpartyAccount} | ${t.description}`,
    ),
  );
}

describe("bank CSV exports of unknown layouts: columns inferred from header words and cell shapes", () => {
  it("reads a Belgian Dutch layout (Belfius-like) and says the columns were inferred", () => {
    const text = `Rekening;Boekingsdatum;Rekeninguittrekselnummer;Transactienummer;Rekening tegenpartij;Naam tegenpartij bevat;Straat en nummer;Postcode en plaats;Transactie;Valutadatum;Bedrag;Devies;BIC;Landcode;Mededelingen
BE68 5390 0754 7034;15/03/2024;3;12;BE71 0961 2345 6769;Bakkerij Peeters;Kerkstraat 1;2000 Antwerpen;Betaling;15/03/2024;-12,40;EUR;GKCCBEBB;BE;Brood
BE68 5390 0754 7034;16/03/2024;3;13;BE62 5100 0754 7061;Klant NV;Markt 2;9000 Gent;Overschrijving;16/03/2024;1.210,00;EUR;KREDBEBB;BE;+++090/9337/55493+++
`;
    const file = read("belfius.csv", text);
    expect(file.csv?.bank).toBe("");
    expect(summary(file)).toEqual([
      "BE68539007547034 2024-03-15 -12.40 Bakkerij Peeters | BE71096123456769 | Brood",
      "BE68539007547034 2024-03-16 1210.00 Klant NV | BE62510007547061 | +++090/9337/55493+++",
    ]);
    const inferred = file.warnings.find((w) => w.code === "csv_columns_inferred");
    expect(inferred?.message).toContain("date = Boekingsdatum");
    expect(inferred?.message).toContain("amount = Bedrag");
  });

  it("reads a KBC-like layout where 'Naam' is the own account's holder and 'Naam tegenpartij' the counterparty", () => {
    const text = `Rekeningnummer;Rubrieknaam;Naam;Munt;Afschriftnummer;Datum;Omschrijving;Valuta;Bedrag;Saldo;credit;debet;rekeningnummer tegenpartij;BIC tegenpartij;Naam tegenpartij;Adres tegenpartij;gestructureerde mededeling;Vrije mededeling
BE12 3456 7890 1234;;Jansen BV;EUR;2024003;01/03/2024;OVERSCHRIJVING;01/03/2024;-100,00;900,00;;100,00;BE98 7654 3210 9876;KREDBEBB;Huisbaas;Straat 1;;Huur maart
BE12 3456 7890 1234;;Jansen BV;EUR;2024003;02/03/2024;STORTING;02/03/2024;50,00;950,00;50,00;;BE11 1111 1111 1111;GEBABEBB;Klant;Weg 2;101/2024/00042;
`;
    const file = read("kbc.csv", text);
    const statement = file.statements[0];
    expect(statement?.transactions.map((t) => t.counterpartyName)).toEqual(["Huisbaas", "Klant"]);
    expect(statement?.transactions[1]?.creditorReference).toBe("101/2024/00042");
    expect(statement?.openingBalance?.amount).toBe("1000.00");
    expect(statement?.closingBalance?.amount).toBe("950.00");
  });

  it("reads an English layout with a debit/credit indicator (Triodos-like)", () => {
    const text = `Transaction date,Account,Amount,Debit/Credit,Counterparty name,Counterparty account,Code,Description,Balance
02-01-2024,NL12TRIO0123456789,"1.234,56",Credit,Stichting Groen,NL34RABO0123456780,ET,Donatie,"2.234,56"
03-01-2024,NL12TRIO0123456789,"34,56",Debit,Energie BV,NL56INGB0001234567,IC,Termijn januari,"2.200,00"
`;
    const file = read("triodos.csv", text);
    expect(summary(file)).toEqual([
      "NL12TRIO0123456789 2024-01-02 1234.56 Stichting Groen | NL34RABO0123456780 | Donatie",
      "NL12TRIO0123456789 2024-01-03 -34.56 Energie BV | NL56INGB0001234567 | Termijn januari",
    ]);
    expect(file.statements[0]?.openingBalance?.amount).toBe("1000.00");
  });

  it("reads a French layout with separate Débit and Crédit columns and a Solde", () => {
    const text = `Date opération;Date valeur;Libellé;Débit;Crédit;Solde
05/02/2024;05/02/2024;PRLV SEPA EDF;-45,10;;954,90
06/02/2024;06/02/2024;VIR SEPA CLIENT;;1 200,00;2 154,90
`;
    const file = read("releve.csv", text);
    expect(summary(file)).toEqual([
      " 2024-02-05 -45.10  |  | PRLV SEPA EDF",
      " 2024-02-06 1200.00  |  | VIR SEPA CLIENT",
    ]);
    expect(file.statements[0]?.closingBalance?.amount).toBe("2154.90");
  });

  it("reads a German layout with 'Empfänger/Auftraggeber' and a currency in the amount header", () => {
    const text = `Buchungsdatum;Wertstellung;Empfänger/Auftraggeber;IBAN;Verwendungszweck;Betrag (CHF);Saldo (CHF)
28.02.2024;29.02.2024;Versicherung AG;CH9300762011623852957;Prämie;-1.250,00;8.750,00
`;
    const file = read("umsaetze.csv", text);
    const statement = file.statements[0];
    expect(statement?.currency).toBe("CHF");
    expect(summary(file)).toEqual([" 2024-02-28 -1250.00 Versicherung AG | CH9300762011623852957 | Prämie"]);
  });

  it("reads a headerless export from the shapes of its cells: date, IBANs, amount and running balance", () => {
    const text = `2024-05-01;NL91ABNA0417164300;NL20INGB0001234567;Huur mei;-800.00;1200.00
2024-05-03;NL91ABNA0417164300;NL39RABO0300065264;Factuur 12 betaald;250.50;1450.50
2024-05-04;NL91ABNA0417164300;NL20INGB0001234567;Terugbetaling;12.00;1462.50
`;
    const file = read("export.txt", text);
    expect(summary(file)).toEqual([
      "NL91ABNA0417164300 2024-05-01 -800.00  | NL20INGB0001234567 | Huur mei",
      "NL91ABNA0417164300 2024-05-03 250.50  | NL39RABO0300065264 | Factuur 12 betaald",
      "NL91ABNA0417164300 2024-05-04 12.00  | NL20INGB0001234567 | Terugbetaling",
    ]);
    expect(file.statements[0]?.openingBalance?.amount).toBe("2000.00");
  });

  it("exposes the mapping, and reads the file again with the mapping the user corrected", () => {
    const text = `Uitvoeringsdatum;Boekingsdatum;Bedrag;Omschrijving
01-06-2024;03-06-2024;-5,00;Parkeren
`;
    const first = read("export.csv", text);
    expect(first.statements[0]?.transactions[0]?.bookingDate).toBe("2024-06-03");
    const mapping = first.csv;
    if (!mapping) throw new Error("no mapping");
    const corrected: CsvMapping = { ...mapping, roles: ["date", "valueDate", "amount", "name"] };
    const second = read("export.csv", text, corrected);
    expect(second.statements[0]?.transactions[0]).toMatchObject({
      bookingDate: "2024-06-01",
      valueDate: "2024-06-03",
      counterpartyName: "Parkeren",
    });
  });
});
