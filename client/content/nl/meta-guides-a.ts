/**
 * Dutch titles and meta descriptions of the Dutch versions of six spreadsheet guides, keyed by the
 * page's path in core/site (the Dutch version lives at the same path with `?lang=nl`).
 */
export const NL_GUIDE_META_PART: Readonly<Record<string, { title: string; description: string }>> = {
  "/excel-remove-duplicates-guide": {
    title: "Dubbele waarden verwijderen in Excel",
    description:
      "Dubbele rijen vinden en verwijderen in Excel met Duplicaten verwijderen, AANTAL.ALS, UNIEK en voorwaardelijke opmaak, en wanneer elke methode tekortschiet.",
  },
  "/excel-data-cleaning-guide": {
    title: "Gegevens opschonen in Excel: het stappenplan",
    description:
      "Een rommelige export in Excel stap voor stap opschonen: spaties, hoofdletters, getallen als tekst, datums, lege waarden, validatie en dubbele klanten.",
  },
  "/excel-text-functions-guide": {
    title: "Tekstfuncties in Excel voor schone gegevens",
    description:
      "SPATIES.WISSEN, WISSEN.CONTROL, BEGINLETTERS, SUBSTITUEREN, TEKST.SPLITSEN en meer, met voorbeelden voor Nederlandse namen, adressen, postcodes en bedragen.",
  },
  "/data-cleanup-checklist": {
    title: "Checklist: gegevens opschonen in tien stappen",
    description:
      "Een checklist in tien stappen voor het opschonen van klant-, leveranciers- of productgegevens vóór een import, een migratie of een mailing.",
  },
  "/google-sheets-remove-duplicates-guide": {
    title: "Dubbele waarden verwijderen in Google Spreadsheets",
    description:
      "Duplicaten verwijderen in Google Spreadsheets met de ingebouwde opschoning, UNIQUE, SORTN, COUNTIF en voorwaardelijke opmaak, met formules en voorbeelden.",
  },
  "/power-query-remove-duplicates-guide": {
    title: "Duplicaten verwijderen met Power Query",
    description:
      "Exacte en bijna-dubbele rijen verwijderen met Power Query in Excel en Power BI, de juiste rij bewaren en de opschoning herhaalbaar maken met één klik.",
  },
};

/** The Dutch h1 of a guide in this part; throws for a path without Dutch meta (a typo in a page). */
export function getNlGuideTitle(path: string): string {
  const meta = NL_GUIDE_META_PART[path];
  if (!meta) throw new Error(`No Dutch guide meta for ${path}`);
  return meta.title;
}
