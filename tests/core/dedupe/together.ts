/** Whether one of the clusters holds both rows. */
export function together(clusters: readonly { rows: readonly number[] }[], a: number, b: number): boolean {
  return clusters.some((cluster) => cluster.rows.includes(a) && cluster.rows.includes(b));
}

/** Given names of the background customers the dedupe tests build their files from. */
export const BACKGROUND_GIVEN_NAMES = [
  "Anna",
  "Bram",
  "Carlijn",
  "Daan",
  "Eline",
  "Frank",
  "Gijs",
  "Wouter",
  "Ivo",
  "Joris",
  "Kim",
  "Lotte",
] as const;

const BACKGROUND_SURNAMES = "Meijer,de Boer,Mulder,de Groot,Bos,Vos,Peters,Hendriks,Dijkstra,Smits".split(
  ",",
);

/** Columns of `backgroundCustomers`. */
export const BACKGROUND_HEADERS = [
  "first_name",
  "surname",
  "date_of_birth",
  "street",
  "postcode",
  "city",
  "phone",
];

/** Customers who each appear once, so the model has a file to learn from; columns as BACKGROUND_HEADERS. */
export function backgroundCustomers(count: number): string[][] {
  return Array.from({ length: count }, (_, index) => [
    BACKGROUND_GIVEN_NAMES[index % BACKGROUND_GIVEN_NAMES.length] ?? "",
    `${BACKGROUND_SURNAMES[index % BACKGROUND_SURNAMES.length]}${Math.floor(index / BACKGROUND_SURNAMES.length)}`,
    `19${50 + (index % 45)}-0${1 + (index % 9)}-1${index % 10}`,
    `Molenweg ${index + 1}`,
    `${2000 + index * 17} CD`,
    ["Leiden", "Haarlem", "Assen"][index % 3] ?? "",
    `06${String(20000000 + index * 7907).padStart(8, "0")}`,
  ]);
}
