/**
 * The English guides that have a separately written Dutch twin show that twin in Dutch, so their Dutch
 * title and description are the twin's own. Written out rather than read from the page registry: a
 * lazy chunk that imports the registry splits it out of the entry and costs the home page 0.7 KB.
 * tests/client/head-tags.test.ts holds them equal to the twins' registry entries.
 */
export const NL_GUIDE_META_PAIRS: Readonly<Record<string, { title: string; description: string }>> = {
  "/invoice_processor/invoice-rules-nl": {
    title: "Factuurregels",
    description:
      "Waar een Nederlandse factuur aan moet voldoen volgens artikel 35a Wet OB: btw-id, KvK-nummer, nummering, data, btw-tarieven, verlegging en meer.",
  },
  "/invoice_processor/e-invoicing-guide": {
    title: "E-facturatie Gids",
    description:
      "E-facturatie in Nederland en de EU: EN 16931, UBL, Peppol, NLCIUS, Factur-X en wat ViDA gaat vragen.",
  },
};
