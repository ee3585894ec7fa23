/**
 * Dutch titles and descriptions of the pages (heading, breadcrumb, document title, meta description).
 * The guides' and legal pages' own Dutch texts (client/content/nl/meta-*.ts) take precedence over these; the
 * two pages already written in Dutch keep their own. Loaded only for Dutch pages (client/lib/i18n).
 */
export interface PageText {
  readonly title: string;
  readonly description: string;
}

export const PAGE_TEXT_NL: Readonly<Record<string, PageText>> = {
  "/": {
    title: "Home",
    description:
      "Facturen uitlezen en OCR, facturen die aan de Nederlandse regels voldoen, bankafschriften omzetten en spreadsheets opschonen voor Nederlandse bedrijven, op één plek.",
  },
  "/tools": {
    title: "Digitale tools",
    description:
      "Alle tools van Factuurkit op een rij: facturen uitlezen en OCR, de factuurgenerator, de bankafschriftconverter en het verwijderen van dubbele rijen.",
  },
  "/bank-statement-converter": {
    title: "Bankafschriften omzetten",
    description:
      "Zet MT940- en CAMT.053-afschriften van elke Nederlandse bank om naar Excel, CSV of JSON, gecontroleerd tegen begin- en eindsaldo, zonder het bestand te uploaden.",
  },
  "/invoice-generator": {
    title: "Factuurgenerator",
    description:
      "Maak facturen met alle gegevens die de Wet OB vraagt en download ze als pdf en als Peppol BIS 3 / NLCIUS e-factuur.",
  },
  "/data-cleansing-services": {
    title: "Datareiniging door ons team",
    description:
      "Ons team schoont uw klant-, leveranciers- en productgegevens op: ontdubbelen, adressen corrigeren, standaardiseren en verrijken, met vooraf een duidelijke offerte.",
  },
  "/duplicate-removal-tool": {
    title: "Dubbele rijen verwijderen",
    description:
      "Vind exacte en bijna-dubbele rijen in CSV- en Excelbestanden tot een miljoen rijen, beoordeel elke groep en download het opgeschoonde bestand, helemaal in uw browser.",
  },
  "/invoice-ocr": {
    title: "Nauwkeurige factuur-OCR",
    description:
      "Maak van gescande en gefotografeerde facturen gestructureerde gegevens: leverancier, KvK, btw-id, IBAN, datums, totalen en btw per tarief, met elk veld gecontroleerd.",
  },
  "/excel-remove-duplicates-guide": {
    title: "Dubbele waarden verwijderen in Excel",
    description:
      "Zo vindt en verwijdert u dubbele rijen in Excel met Dubbele waarden verwijderen, AANTAL.ALS, UNIEK en voorwaardelijke opmaak, en wanneer elke methode tekortschiet.",
  },
  "/excel-data-cleaning-guide": {
    title: "Data opschonen in Excel",
    description:
      "Een praktische werkwijze om rommelige Excelgegevens op te schonen: spaties, wisselende hoofdletters, getallen als tekst, kapotte datums, lege cellen en dubbele rijen.",
  },
  "/excel-text-functions-guide": {
    title: "Tekstfuncties in Excel",
    description:
      "SPATIES.WISSEN, WISSEN.CONTROL, BEGINLETTERS, SUBSTITUEREN, TEKST.SPLITSEN en meer, uitgelegd met voorbeelden voor namen, adressen en codes in Excel.",
  },
  "/data-cleanup-checklist": {
    title: "Checklist data opschonen",
    description:
      "Een checklist stap voor stap om elke klant- of productbestand op te schonen vóór een import, een migratie of een mailing.",
  },
  "/google-sheets-remove-duplicates-guide": {
    title: "Dubbele waarden verwijderen in Google Spreadsheets",
    description:
      "Verwijder dubbele waarden in Google Spreadsheets met de ingebouwde opschoontool, UNIQUE, COUNTIF en voorwaardelijke opmaak, met voorbeelden.",
  },
  "/crm-data-hygiene-guide": {
    title: "CRM-data op orde",
    description:
      "Houd uw CRM betrouwbaar: dubbele contacten, verouderde records, veldafspraken, eigenaarschap en een routine die de gegevens schoon houdt.",
  },
  "/address-cleansing-guide": {
    title: "Adressen opschonen",
    description:
      "Zo standaardiseert en controleert u postadressen, inclusief Nederlandse postcodes, huisnummertoevoegingen en afkortingen van straatnamen.",
  },
  "/power-query-remove-duplicates-guide": {
    title: "Dubbele rijen verwijderen met Power Query",
    description:
      "Verwijder exacte en vage dubbele rijen met Power Query in Excel en Power BI, houd de juiste rij over en maak de opschoning herhaalbaar.",
  },
  "/when-you-need-professional-data-cleaning": {
    title: "10 signalen dat uw data opgeschoond moet worden",
    description:
      "Tien signalen dat uw klant- of productgegevens professionele opschoning nodig hebben, en wat u eerst zelf kunt doen.",
  },
  "/sales-analytics": {
    title: "Verkoopanalyse",
    description: "Inzicht in uw verkopen per klant, product en periode, rechtstreeks uit uw factuurgegevens.",
  },
  "/invoice_processor": {
    title: "Facturen verwerken",
    description:
      "Upload ontvangen facturen en laat leverancier, datums, bedragen en btw uitlezen, controleer elk veld naast het document en exporteer naar uw boekhouding.",
  },
  "/invoice_processor/invoice-rules-nl": {
    title: "Invoice Rules (Engels)",
    description:
      "De Nederlandse factuurvereisten in het Engels: verplichte gegevens, btw-tarieven, verlegging en bewaarplicht.",
  },
  "/invoice_processor/camt053-guide": {
    title: "CAMT.053-gids",
    description:
      "Wat een CAMT.053-bankafschrift bevat, hoe Nederlandse banken het aanleveren en hoe u het leest en omzet.",
  },
  "/invoice_processor/mt940-guide": {
    title: "MT940-gids",
    description: "Het MT940-formaat uitgelegd: velden, varianten per Nederlandse bank en hoe u het omzet.",
  },
  "/invoice_processor/e-invoicing-guide": {
    title: "E-Invoicing Guide (Engels)",
    description:
      "E-facturatie in het Engels uitgelegd: UBL, Peppol BIS 3, NLCIUS en wat er in de EU verandert.",
  },
  "/invoice_processor/pdf": {
    title: "Pdf-facturen verwerken",
    description: "Upload pdf-facturen en controleer de uitgelezen velden.",
  },
  "/login": {
    title: "Log in op uw account",
    description: "Log in bij Factuurkit om uw bedrijfsgegevens, facturen en bankafschriften te bewaren.",
  },
  "/reset-password": {
    title: "Nieuw wachtwoord instellen",
    description: "Kies een nieuw, sterk wachtwoord voor uw Factuurkit-account.",
  },
  "/profile": {
    title: "Profielinstellingen",
    description: "Uw naam, e-mailadres, taal en inlogmethoden.",
  },
  "/pricing": {
    title: "Prijzen",
    description: "De abonnementen van Factuurkit, wat er per maand in zit en wat ze kosten.",
  },
  "/purchase-success": { title: "Uw betaling", description: "De status van uw betaling bij Factuurkit." },
  "/purchase-cancelled": {
    title: "Aankoop geannuleerd",
    description: "Uw aankoop is geannuleerd; er is niets afgeschreven.",
  },
  "/dashboard": {
    title: "Dashboard",
    description: "Uw facturen, bankafschriften en btw-kwartaal in één overzicht.",
  },
  "/dashboard/invoices": {
    title: "Facturen",
    description: "Alle ontvangen facturen: zoeken, filteren, controleren en exporteren.",
  },
  "/dashboard/processor": {
    title: "Facturen verwerken",
    description: "Upload facturen en controleer de uitgelezen velden.",
  },
  "/dashboard/generator": {
    title: "Factuurgenerator",
    description: "Maak, verstuur en volg de facturen die u uitschrijft.",
  },
  "/dashboard/bank-statements": {
    title: "Bankafschriften",
    description: "Uw bewaarde bankafschriften: openen, opnieuw exporteren of verwijderen.",
  },
  "/dashboard/settings": {
    title: "Instellingen",
    description: "Uw wachtwoord, sessies, bedrijfsgegevens en account.",
  },
};
