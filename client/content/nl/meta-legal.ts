/**
 * Dutch titles and meta descriptions of the Dutch privacy policies and terms, keyed by the page's path
 * in core/site (the Dutch version lives at the same path with `?lang=nl`).
 */
export const NL_LEGAL_META: Readonly<Record<string, { title: string; description: string }>> = {
  "/invoice_processor/privacy": {
    title: "Privacybeleid",
    description:
      "Hoe Factuurkit persoonsgegevens verwerkt: wat we in welk systeem opslaan, hoe lang, welke verwerkers we inschakelen en hoe u uw rechten uitoefent.",
  },
  "/invoice_processor/tos": {
    title: "Gebruiksvoorwaarden",
    description:
      "De voorwaarden die gelden wanneer u de factuur- en datatools van Factuurkit gebruikt: uw account, toegestaan gebruik, uw gegevens en aansprakelijkheid.",
  },
  "/serenity-privacy-policy": {
    title: "Privacybeleid Serenity",
    description:
      "Hoe de app Serenity met uw persoonsgegevens omgaat: welke gegevens worden verzameld, waarom, hoe lang ze worden bewaard en welke rechten u heeft.",
  },
  "/kanban-privacy-policy": {
    title: "Privacybeleid Kanban",
    description:
      "Hoe de app Kanban met uw persoonsgegevens omgaat: welke gegevens worden verzameld, waarom, hoe lang ze worden bewaard en welke rechten u heeft.",
  },
};

/** The Dutch h1 of a legal page; throws for a path without Dutch meta (a typo in a page). */
export function getNlLegalTitle(path: string): string {
  const meta = NL_LEGAL_META[path];
  if (!meta) throw new Error(`No Dutch legal page meta for ${path}`);
  return meta.title;
}
