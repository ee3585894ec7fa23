import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

/** A Dutch till body under a header: items, total, card payment, the till's timestamp. */
function dutchRoll(header: readonly TillLine[]): TillLine[] {
  return [
    ...header,
    "Tel. 019-4723864",
    "Tomaten | 3,48",
    "Appelsap 1,5L | 2,25",
    "TOTAAL | 5,73",
    "PIN | 5,73",
    "Kassa 3 Bonnr. 4711",
    "12-11-2026 14:32",
  ];
}

/** OCR boxes of one type size vary by a pixel or two: the address line read a little taller than the name. */
const taller = (text: string): TillLine => ({ text, size: 15 });

describe("a European shop's street in the header is not its name", () => {
  const streets: { style: string; street: string; town: string }[] = [
    { style: "Dutch compound (-plein)", street: "Stationsplein 189", town: "1231 KL Zwolle" },
    { style: "Dutch compound (-straat)", street: "Stationsstraat 55", town: "9000 Gent" },
    { style: "German compound (-straße)", street: "Schulstraße 12", town: "50667 Köln" },
    { style: "German compound (-platz, no number)", street: "Marktplatz", town: "04109 Leipzig" },
    { style: "German compound (-allee)", street: "Lindenallee 213", town: "27146 Münster" },
    { style: "French street first", street: "Chaussée de Namur 14", town: "5000 Namur" },
    { style: "Italian street first", street: "Via Roma 7", town: "40121 Bologna" },
    { style: "Spanish street first", street: "Calle Mayor 3", town: "46001 Valencia" },
    { style: "words and a house number over the postcode", street: "Grote Markt 6", town: "2000 Antwerpen" },
  ];
  for (const { style, street, town } of streets)
    it(`passes over the street and takes the name above it (${style})`, () => {
      expect(readTill(dutchRoll(["BUURTSUPER HET ANKER", taller(street), town])).supplier).toBe(
        "BUURTSUPER HET ANKER",
      );
    });

  it("keeps a name that ends in a number when no postcode follows it (hostile: not every number is a house)", () => {
    expect(readTill(dutchRoll([taller("EETCAFE 88"), "Kerkstraat 2", "1234 AB Ede"])).supplier).toBe(
      "EETCAFE 88",
    );
  });

  it("keeps names that merely contain a street word inside another word (hostile: 'Versmarkt', 'Wegwijzer')", () => {
    expect(
      readTill(dutchRoll([taller("VERSMARKT DE WEGWIJZER"), "Dorpsstraat 1", "1234 AB Ede"])).supplier,
    ).toBe("VERSMARKT DE WEGWIJZER");
  });
});

describe("European shop names and the till lines around them", () => {
  it("reads a name with a two-letter article as a name, not a logo's specks ('De Vries', 'AM MARKT', 'Il Portico')", () => {
    for (const name of ["De Vries", "AM MARKT", "Il Portico"])
      expect(readTill(dutchRoll([name, "Dorpsstraat 1", "1234 AB Ede"])).supplier).toBe(name);
  });

  it("still takes two-letter specks for a logo, not a name (hostile)", () => {
    expect(readTill(dutchRoll(["Ee ii", "Dorpsstraat 1", "1234 AB Ede"])).supplier).toBeUndefined();
  });

  it("passes over the till's cashier and receipt-number lines printed in the header", () => {
    for (const till of ["Kasse 12", "Ticketnr. 866979 Medewerker 11", "Kasse 3 Beleg", "Caisse 2 Hôtesse 4"])
      expect(readTill(dutchRoll([till, "SUPERMARKT MÜLLER", "Dorpsstraat 1"])).supplier).toBe(
        "SUPERMARKT MÜLLER",
      );
  });

  it("ends the header at the first item: an item's name above '4 x 2,98' is no store name", () => {
    const read = readTill(
      dutchRoll(["Grote Markt 6", "2000 Antwerpen", "Pils", "  4 x 2,98 | 11,92 2", "Uitsmijter | 12,63"]),
    );
    expect(read.supplier).toBeUndefined();
  });

  it("ends the header at a run of priced lines ('Volkoren brood 2,82', 'Bananen 1,43')", () => {
    const read = readTill(
      dutchRoll([
        "Stationsstraat 154",
        "6655 Hasselt",
        "Volkoren brood | 2,82",
        "Bananen | 1,43",
        "Halfvolle melk 1L",
        "  3 x 1,24 | 3,72",
      ]),
    );
    expect(read.supplier).toBeUndefined();
  });

  it("keeps a name above one header line with an amount in it (hostile: one amount is not a list of items)", () => {
    const read = readTill(
      dutchRoll([{ text: "BAKKERIJ JANSEN", size: 20 }, "Statiegeld retour 0,25", "Dorpsstraat 1"]),
    );
    expect(read.supplier).toBe("BAKKERIJ JANSEN");
  });
});

/** A southern European till body: items, then the lines of `tail`. */
function southernRoll(tail: readonly TillLine[]): TillLine[] {
  return [
    "MERCADO GARCIA",
    "Calle Mayor 3",
    "46001 Valencia",
    "Leche entera 1L | 1,12",
    "Pan de barra | 0,85",
    ...tail,
  ];
}

describe("total, cash and change labels of Spanish, Italian and French tills", () => {
  const tills: { style: string; tail: TillLine[]; total: number }[] = [
    {
      style: "Spanish IMPORTE, Efectivo, Cambio",
      tail: ["IMPORTE | €1,97", "Efectivo | 5,00", "Cambio | 3,03", "29/07/2025 08:09"],
      total: 197,
    },
    {
      style: "Italian TOTALE, CONTANTI, RESTO",
      tail: ["TOTALE EURO | 1,97", "CONTANTI | 10,00", "RESTO | 8,03", "29/07/2025 ore 08:09"],
      total: 197,
    },
    {
      style: "French NET A PAYER, Espèces, Rendu",
      tail: ["NET A PAYER | 1,97", "Espèces | 2,00", "Rendu | 0,03", "29/07/2025 08h09"],
      total: 197,
    },
    {
      style: "French TOTAL TTC paid by CB",
      tail: ["SOUS-TOTAL | 1,97", "TOTAL TTC | 1,97", "CB | 1,97", "29/07/2025 08:09"],
      total: 197,
    },
  ];
  for (const { style, tail, total } of tills)
    it(`reads the total and marks it sure as what was paid less the change (${style})`, () => {
      const read = readTill(southernRoll(tail));
      expect(read.total).toBe(total);
      expect(read.totalVerdict).toBe("sure");
    });

  for (const [cash, change] of [
    ["CONTANTI", "RESTO"],
    ["Espèces", "Rendu monnaie"],
    ["EFECTIVO", "Cambio"],
  ])
    it(`reads the cash less the change when the total line is unreadable, never the cash or the change (${cash} / ${change})`, () => {
      const read = readTill(southernRoll([`${cash} | 10,00`, `${change} | 8,03`, "29/07/2025 08:09"]));
      expect(read.total).toBe(197);
    });

  it("takes change in the cash (hostile: 'Resto' is never the total when the cash is larger)", () => {
    const read = readTill(southernRoll(["RESTO | 8,03", "CONTANTI | 10,00", "29/07/2025 08:09"]));
    expect(read.total).not.toBe(803);
  });
});

describe("European dates that are not the purchase date", () => {
  for (const later of [
    "Válido hasta 09/02/2026",
    "Ruilen tot 09-02-2026",
    "Umtausch bis 09.02.2026",
    "Echange jusqu'au 09/02/2026",
    "Valido fino al 09/02/2026",
  ])
    it(`never takes "${later}" for the purchase date when the till's own date is unreadable`, () => {
      const read = readTill([
        "BAKKERIJ JANSEN",
        "Dorpsstraat 1",
        "Brood | 0,85",
        "TOTAAL | 0,85",
        "PIN | 0,85",
        "09-02- Bon 162496",
        later,
      ]);
      expect(read.date).not.toBe("2026-02-09");
    });
});

describe("a store named only in the footer's thanks (the header's logo unreadable)", () => {
  const thanks: { style: string; lines: TillLine[] }[] = [
    { style: "Dutch, one line", lines: ["Bedankt voor uw bezoek bij Versmarkt De Vries"] },
    { style: "German, wrapped", lines: ["Danke für Ihren Besuch bei", "DORFLADEN SCHNEIDER"] },
    { style: "French", lines: ["Merci d'avoir choisi Pharmacie Saint-Jean"] },
    { style: "English", lines: ["Thank you for shopping at Hartley Food Hall"] },
  ];
  const names = ["Versmarkt De Vries", "DORFLADEN SCHNEIDER", "Pharmacie Saint-Jean", "Hartley Food Hall"];
  for (const [index, { style, lines }] of thanks.entries())
    it(`takes the name from the thanks, not the legal line above it (${style})`, () => {
      const read = readTill([
        "ee ;",
        "Dorpsstraat 1",
        "1234 AB Ede",
        "12-11-2026 14:32",
        "Brood | 2,85",
        "TOTAAL | 2,85",
        "PIN | 2,85",
        "Jansen Food B.V.",
        "KvK 12345678",
        ...lines,
      ]);
      expect(read.supplier).toBe(names[index]);
    });

  it("keeps the header's name when there is one (the thanks only stands in)", () => {
    const read = readTill([
      "BAKKERIJ JANSEN",
      "12-11-2026 14:32",
      "Brood | 2,85",
      "TOTAAL | 2,85",
      "PIN | 2,85",
      "Welkom terug bij De Korenaar",
    ]);
    expect(read.supplier).toBe("BAKKERIJ JANSEN");
  });

  it("takes no sentence for a name (hostile: 'Thank you for shopping with us')", () => {
    const read = readTill([
      "ee ;",
      "12-11-2026 14:32",
      "Brood | 2,85",
      "TOTAL | 2,85",
      "CASH | 5,00",
      "CHANGE | 2,15",
      "Thank you for shopping with us, please call again soon",
    ]);
    expect(read.supplier ?? "").not.toMatch(/please|call/i);
  });
});

describe("a French till roll paid by card is read as a receipt", () => {
  it("reads a CB receipt's street-free header, total and '14h32' date", () => {
    const read = readTill([
      "PHARMACIE SAINT-JEAN",
      "193 Avenue Jean Jaurès",
      "42121 Nantes",
      "Doliprane 1000mg | 2,38",
      "Gel douche | 3,88",
      "TOTAL TTC | €6,26",
      "CARTE BANCAIRE | 6,26",
      "Ticket 419919 Caissier 6",
      "29/01/2026 11h35",
    ]);
    expect(read).toMatchObject({ supplier: "PHARMACIE SAINT-JEAN", total: 626, date: "2026-01-29" });
  });
});

describe("a street over the shop's phone line (the postcode unread)", () => {
  it("passes over 'Grote Markt 6' above 'Tel: 04 673 00 48'", () => {
    expect(readTill(dutchRoll(["GRAND CAFÉ DE ZON", taller("Grote Markt 6")])).supplier).toBe(
      "GRAND CAFÉ DE ZON",
    );
  });
});

describe("hostile and oversized header lines", () => {
  it("reads past a 200,000-letter header line (no street word, no thanks) to the name under it", () => {
    const read = readTill(dutchRoll(["x".repeat(200_000), "BAKKERIJ JANSEN", "Dorpsstraat 1"]));
    expect(read.supplier).not.toBe("x".repeat(200_000));
  });

  it("takes no name from a thanks line made of 100,000 spaces", () => {
    const read = readTill(
      dutchRoll(["ee ;", "Dorpsstraat 1"]).concat([`Bedankt voor uw bezoek bij${" ".repeat(100_000)}`]),
    );
    expect(read.supplier).toBeUndefined();
  });
});
