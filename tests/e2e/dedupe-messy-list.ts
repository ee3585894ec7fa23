/**
 * A messy customer list for the "Same or different?" test: 60 customers, 10 of them twice (a typo,
 * a blank phone, another e-mail domain), and 8 households where two relatives share surname, address,
 * phone and e-mail but not their given name (five of those names sound alike: Tim and Tom). A pair is the same customer exactly when both rows carry
 * the same given name, so the test can answer the model's questions from what it shows.
 */
const GIVEN = [
  "Jan",
  "Piet",
  "Klaas",
  "Henk",
  "Sanne",
  "Eva",
  "Lotte",
  "Daan",
  "Bram",
  "Femke",
  "Ruben",
  "Noor",
  "Tim",
  "Iris",
  "Luuk",
  "Roos",
  "Sem",
  "Julia",
  "Finn",
  "Tess",
];
const SURNAMES = [
  "Jansen",
  "Bakker",
  "Visser",
  "Smit",
  "Meijer",
  "Mulder",
  "Bos",
  "Vos",
  "Peters",
  "Hendriks",
  "Dekker",
  "Brouwer",
  "Dijkstra",
  "Koster",
  "Prins",
  "Huisman",
  "Kuipers",
  "Vermeulen",
  "Wouters",
  "Post",
  "Kok",
  "Willems",
  "Verhoeven",
  "Scholten",
  "Maas",
  "Jonker",
  "Gerritsen",
  "Hoekstra",
  "Kramer",
  "Boer",
];
/** Relatives whose given name sounds like the customer's: likely one customer by the letters, not sure. */
const SOUNDS_ALIKE: Readonly<Record<string, string>> = {
  Tim: "Tom",
  Noor: "Nora",
  Finn: "Fenna",
  Eva: "Ava",
  Ruben: "Robin",
};
const STREETS = ["Dorpsstraat", "Kerkweg", "Molenlaan", "Schoolstraat", "Beukenlaan", "Havenkade"];
const CITIES = ["Amsterdam", "Rotterdam", "Utrecht", "Delft", "Gouda", "Zwolle", "Breda", "Leiden"];

export const MESSY_HEADERS = ["Voornaam", "Achternaam", "E-mail", "Telefoon", "Adres", "Plaats"];

export function messyCustomerRows(): string[][] {
  const rows: string[][] = [];
  for (let index = 0; index < 60; index++) {
    const given = GIVEN[index % GIVEN.length] ?? "";
    const surname = `${SURNAMES[index % SURNAMES.length]}${index >= 30 ? "-Smit" : ""}`;
    const row = [
      given,
      surname,
      `${given}.${surname}${index}@example.nl`.toLowerCase(),
      `06${String(20000000 + index * 7919).padStart(8, "0")}`,
      `${STREETS[index % STREETS.length]} ${index + 1}`,
      CITIES[index % CITIES.length] ?? "",
    ];
    rows.push(row);
    if (index % 6 === 0)
      rows.push([
        given,
        surname.replace(/e/, "ee"),
        row[2]?.replace("example.nl", "voorbeeld.nl") ?? "",
        "",
        row[4] ?? "",
        row[5] ?? "",
      ]);
    if (index % 7 === 3)
      rows.push([
        SOUNDS_ALIKE[given] ?? GIVEN[(index + 7) % GIVEN.length] ?? "",
        surname,
        row[2] ?? "",
        row[3] ?? "",
        row[4] ?? "",
        row[5] ?? "",
      ]);
  }
  return rows;
}

export function messyCustomerCsv(): string {
  return [MESSY_HEADERS, ...messyCustomerRows()].map((line) => line.join(",")).join("\r\n");
}
