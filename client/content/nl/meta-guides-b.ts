/**
 * Dutch titles (≤ 60 characters) and meta descriptions (120–160 characters) of the Dutch guides in
 * this part, keyed by the path they share with the English page in core/site/site-pages.ts.
 */
export const NL_GUIDE_META_PART: Readonly<Record<string, { title: string; description: string }>> = {
  "/crm-data-hygiene-guide": {
    title: "CRM-datahygiëne: zo houdt u uw CRM schoon",
    description:
      "Houd uw CRM betrouwbaar: dubbele contacten, verouderde records, afspraken per veld, een eigenaar voor de data en een vaste routine die alles schoon houdt.",
  },
  "/address-cleansing-guide": {
    title: "Adressen opschonen: postcode, huisnummer en BAG",
    description:
      "Zo standaardiseert en controleert u postadressen, met Nederlandse postcodes, huisnummertoevoegingen, afkortingen in straatnamen en de BAG als bron.",
  },
  "/when-you-need-professional-data-cleaning": {
    title: "Wanneer u professionele data-opschoning nodig hebt",
    description:
      "Tien signalen dat uw klant-, leveranciers- of productgegevens eigen reparaties zijn ontgroeid, en wat een professionele opschoning u dan oplevert.",
  },
  "/invoice_processor/camt053-guide": {
    title: "CAMT.053 uitgelegd: het XML-bankafschrift lezen",
    description:
      "Zo leest u een CAMT.053-bankafschrift (ISO 20022): een toegelicht voorbeeld, de saldocodes en saldocontrole, batchboekingen en de versies .001.02 tot .001.13.",
  },
  "/invoice_processor/mt940-guide": {
    title: "MT940 uitgelegd: tags, :61:, :86: en Nederlandse banken",
    description:
      "Zo leest u een MT940-bankafschrift: alle tags, een toegelicht voorbeeld, de velden :61: en :86: ontleed en de verschillen tussen ING, Rabobank en ABN AMRO.",
  },
};
