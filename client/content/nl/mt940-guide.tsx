import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { AnnotatedCode } from "../../components/content/code-block";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { NL_GUIDE_META_PART } from "./meta-guides-b";
import { MT940_EXAMPLE_NL, Mt940LineTableNl } from "./mt940-example";

const PATH = "/invoice_processor/mt940-guide";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "wat-is-mt940",
    title: "Wat MT940 is",
    body: (
      <>
        <p>
          MT940 is het SWIFT-bericht <em>Customer Statement Message</em>: een bankafschrift in platte tekst,
          opgebouwd uit regels die beginnen met een tag zoals <code>:61:</code>. SWIFT ontwierp het voor
          berichten tussen banken; Nederlandse banken maakten er de standaarddownload voor boekhoudsoftware
          van, en vrijwel elk Nederlands boekhoudpakket leest het nog steeds.
        </p>
        <p>
          Het formaat is compact maar beperkt: 65 tekens per regel, een beperkte tekenset en hooguit zes
          regels omschrijving per transactie. De opvolger is het XML-afschrift{" "}
          <Link to="/invoice_processor/camt053-guide" search={{ lang: "nl" }}>
            CAMT.053
          </Link>
          , dat meerdere banken inmiddels aanraden. MT940 blijft breed beschikbaar, maar krijgt geen nieuwe
          velden meer.
        </p>
      </>
    ),
  },
  {
    id: "tags",
    title: "De tags van een afschrift",
    body: (
      <DataTable
        caption="MT940-tags"
        columns={["Tag", "Naam", "Inhoud"]}
        rows={[
          [
            ":20:",
            "Transaction reference number",
            "De referentie van de afzender voor dit afschrift, maximaal 16 tekens",
          ],
          [":21:", "Related reference", "Optionele verwijzing naar een verzoek"],
          [":25:", "Account identification", "De rekening: een IBAN, soms gevolgd door de valuta"],
          [":28C:", "Statement number / sequence", "Afschriftnummer en pagina, zoals 00064/1"],
          [
            ":60F: / :60M:",
            "Opening balance",
            "F voor het eerste beginsaldo, M voor een tussensaldo op een volgende pagina",
          ],
          [":61:", "Statement line", "Eén post: datums, debet of credit, bedrag, type en referenties"],
          [
            ":86:",
            "Information to account owner",
            "Na een :61: de omschrijving van die post; aan het eind informatie over het afschrift",
          ],
          [
            ":62F: / :62M:",
            "Closing balance (booked)",
            "F voor het definitieve eindsaldo, M als het afschrift op een volgende pagina doorloopt",
          ],
          [":64:", "Closing available balance", "Beschikbaar eindsaldo, optioneel"],
          [":65:", "Forward available balance", "Toekomstig beschikbaar saldo, optioneel, kan herhalen"],
        ]}
      />
    ),
  },
  {
    id: "voorbeeld-met-uitleg",
    title: "Een voorbeeld met uitleg",
    body: (
      <>
        <p>
          Dezelfde werkdag als in onze CAMT.053-gids, als gestructureerd SEPA-afschrift in MT940: een factuur
          die een klant betaalt, een incasso en een incassobatch.
        </p>
        <AnnotatedCode caption="MT940-afschrift van 31 maart 2026" parts={MT940_EXAMPLE_NL} />
        <p>
          Saldi en bedragen hebben een <strong>decimale komma</strong> en nooit een scheidingsteken voor
          duizendtallen: <code>12500,00</code> is twaalfduizend vijfhonderd euro. Een saldo begint met{" "}
          <code>C</code> (credit, positief) of <code>D</code> (debet, rood). De controle: 12.500,00 + 1.210,00
          − 181,40 + 750,00 = 14.278,60, het bedrag in <code>:62F:</code>.
        </p>
      </>
    ),
  },
  {
    id: "veld-61",
    title: "De regel :61:, veld voor veld",
    body: (
      <>
        <p>
          Een regel <code>:61:</code> zet tot negen subvelden zonder scheidingstekens achter elkaar, dus een
          lezer moet hem ontleden op positie en patroon:
        </p>
        <Mt940LineTableNl />
        <p>Drie details laten zelfgeschreven parsers struikelen:</p>
        <ul>
          <li>
            De boekdatum is optioneel. Na de zes cijfers van de valutadatum zijn vier volgende cijfers een
            boekdatum; staat er een letter, dan volgt het debet/credit-teken direct.
          </li>
          <li>
            <code>RC</code> en <code>RD</code> zijn twee tekens. Een parser die één letter neemt, leest{" "}
            <code>R</code> als teken en loopt vast op het bedrag.
          </li>
          <li>
            De boekdatum heeft geen jaartal. Een valutadatum van 31 december met boekdatum 0102 is in het
            volgende jaar geboekt.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "veld-86",
    title: "De omschrijving :86:, subveld voor subveld",
    body: (
      <>
        <p>
          SWIFT laat de inhoud van <code>:86:</code> aan de bank over: tot zes regels van 65 tekens. Voor
          SEPA-betalingen gebruiken Nederlandse banken een gestructureerde opmaak waarin codes tussen slashes
          elk subveld inleiden. De codes volgen de SEPA-gegevens, maar de precieze set en volgorde verschillen
          per bank.
        </p>
        <DataTable
          caption="Gestructureerde subvelden in :86: bij Nederlandse banken"
          columns={["Code", "Betekenis", "Voorbeeld"]}
          rows={[
            ["/EREF/", "End-to-end-referentie van de betaler", "/EREF/INV-2026-0142"],
            ["/MARF/", "Machtigingskenmerk van een incasso", "/MARF/MND-000457"],
            ["/CSID/", "Incassant-ID (SEPA creditor identifier)", "/CSID/NL69ZZZ123456780000"],
            [
              "/CNTP/",
              "Tegenpartij: IBAN / BIC / naam / plaats",
              "/CNTP/NL44RABO0123456789/RABONL2U/Bakkerij de Vries B.V./",
            ],
            ["/REMI/USTD//", "Vrije omschrijving", "/REMI/USTD//Factuur 2026-0142/"],
            ["/REMI/STRD/CUR/", "Gestructureerd betalingskenmerk", "/REMI/STRD/CUR/1234567890123456/"],
            ["/PREF/", "Betaalinformatie-ID van een batch", "/PREF/COLL-2026-03"],
            ["/RTRN/", "Redencode van een gestorneerde of geweigerde betaling", "/RTRN/MS03"],
            ["/PURP/", "Doelcode (purpose code)", "/PURP/SALA"],
            [
              "/ULTD/ en /ULTC/",
              "Uiteindelijke betaler en uiteindelijke begunstigde",
              "/ULTD/Stichting Voorbeeld",
            ],
            [
              "/TRTP/, /IBAN/, /BIC/, /NAME/",
              "Transactietype en tegenpartij, in de opmaak van ABN AMRO",
              "/TRTP/SEPA OVERBOEKING/IBAN/NL44RABO0123456789/",
            ],
            [
              "/ORDP/ en /BENM/",
              "Opdrachtgever en begunstigde, in de opmaak van Rabobank",
              "/ORDP//NAME/Bakkerij de Vries B.V./",
            ],
          ]}
        />
        <p>
          Om de subvelden te lezen, plakt u eerst de regels van <code>:86:</code> aan elkaar zonder spaties
          toe te voegen (de regels breken op vaste posities af, niet tussen woorden), en splitst u daarna op
          de bekende codes. Splits niet op elke slash: namen en omschrijvingen kunnen zelf slashes bevatten.
        </p>
        <Callout title="Beperkte tekenset" tone="warning">
          <p>
            MT940 staat letters, cijfers, spaties en een paar leestekens toe ({"/ - ? : ( ) . , ' +"}). Banken
            vervangen andere tekens, dus "Müller & Zn." kan binnenkomen als "Muller Zn." of "M?ller + Zn.".
            Match op IBAN en kenmerk, niet alleen op naam.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "nederlandse-banken",
    title: "Verschillen tussen Nederlandse banken",
    body: (
      <>
        <p>
          Alle Nederlandse banken volgen de SWIFT-tags, maar elke bank vult ze op haar eigen manier in. Dit
          zijn de verschillen die ertoe doen als u hun bestanden leest; banken passen details af en toe aan,
          dus test met een recente export van uw eigen rekening.
        </p>
        <DataTable
          caption="MT940 van Nederlandse banken"
          columns={["Bank", "Hoe het bestand begint", ":61:", ":86:"]}
          rows={[
            [
              "ING",
              "Een kopregel met INGB vóór de eerste :20:",
              "Standaardopmaak",
              "Gestructureerde SEPA-opmaak: /EREF/, /CNTP/ (IBAN, BIC, naam, plaats), /REMI/USTD// of /REMI/STRD/CUR/, /PREF/ voor batches",
            ],
            [
              "ABN AMRO",
              "Kopregels met ABNANL2A vóór :20:",
              "Valutadatum en boekdatum (MMDD)",
              "SEPA-opmaak met /TRTP/, /IBAN/, /BIC/, /NAME/, /REMI/, /EREF/; oudere bestanden gebruiken vrije tekst zoals GIRO gevolgd door een rekeningnummer",
            ],
            [
              "Rabobank",
              "Een eerste regel :940:",
              "Rekening van de tegenpartij op de tweede regel van :61: (aanvullende gegevens)",
              "/EREF/, /ORDP/ of /BENM/ met //NAME/, /REMI/, plus /ISDT/ (verwerkingsdatum), /CSID/ en /RTRN/ waar van toepassing",
            ],
            [
              "ASN Bank, SNS, RegioBank",
              "Een blokkop in SWIFT-stijl, bijvoorbeeld {1:F01ASNBNL21XXXX…} bij ASN",
              "Numerieke typecodes zoals N541 voor een SEPA-overboeking",
              "Nieuwere bestanden gebruiken /IBAN/, /NAME/, /REMI/; oudere beginnen met rekening en naam van de tegenpartij, of gebruiken labels als NAAM: en REK:",
            ],
            [
              "Triodos",
              "Oudere bestanden tonen de rekening in :25: als TRIODOSBANK/ gevolgd door het rekeningnummer",
              "Standaardopmaak",
              "Genummerde subvelden gescheiden door > (bijvoorbeeld >20, >21), vergelijkbaar met het Duitse gestructureerde formaat",
            ],
            [
              "Knab",
              "Een blokkop in SWIFT-stijl met KNABNL2H",
              "Standaardopmaak",
              "/IBAN/, /NAME/, /REMI/ of labels als REK: en NAAM:; saldi kunnen :60M: en :62M: gebruiken in plaats van :60F: en :62F:",
            ],
            ["bunq", "Een eerste regel met BUNQ", "Standaardopmaak", "Tegenpartij en omschrijving als tekst"],
          ]}
        />
        <p>
          De praktische les: herken de bank aan de kop, lees <code>:61:</code> strikt volgens de SWIFT-regels
          en geef elke bank een eigen lezer voor <code>:86:</code>. Accepteer zowel <code>F</code>- als{" "}
          <code>M</code>-saldotags, en regeleinden in zowel Windows- (CR LF) als Unix-stijl (LF).
        </p>
      </>
    ),
  },
  {
    id: "mt940-of-camt053",
    title: "MT940 of CAMT.053?",
    body: (
      <>
        <DataTable
          caption="MT940 vergeleken met CAMT.053"
          columns={["Aspect", "MT940", "CAMT.053"]}
          rows={[
            ["Formaat", "Tekstregels met tags", "XML (ISO 20022)"],
            [
              "Lengte van de omschrijving",
              "6 × 65 tekens",
              "Aparte velden per onderdeel, tot 140 tekens per omschrijving",
            ],
            ["Tekens", "Beperkte SWIFT-tekenset", "UTF-8"],
            [
              "Details van een batch",
              "Niet mogelijk; één regel per batch",
              "Afzonderlijke betalingen binnen de post",
            ],
            ["Verschillen tussen banken", "Groot, vooral in :86:", "Kleiner, binnen één schema"],
            ["Beschikbaar bij Nederlandse banken", "Breed beschikbaar", "Breed beschikbaar en aangeraden"],
          ]}
        />
        <p>
          Kunt u kiezen, neem dan CAMT.053: u krijgt de details van verzamelboekingen en namen zonder
          vervangen tekens. Wat er in zo'n bestand staat, leest u in de{" "}
          <Link to="/invoice_processor/camt053-guide" search={{ lang: "nl" }}>
            gids CAMT.053
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: "mt940-omzetten",
    title: "MT940 omzetten naar Excel",
    body: (
      <ToolCta
        lang="nl"
        to="/bank-statement-converter"
        title="Maak van een MT940-bestand van elke Nederlandse bank een spreadsheet"
        action="Open de bankafschrift-converter"
      >
        <p>
          De converter herkent de bank, splitst <code>:86:</code> in tegenpartij, IBAN, kenmerk en
          omschrijving, en controleert of de saldi kloppen. Het bestand verlaat uw browser niet.
        </p>
      </ToolCta>
    ),
  },
];

export default function Mt940GuideNl(): ReactElement {
  return (
    <Article
      path={PATH}
      lang="nl"
      title={NL_GUIDE_META_PART[PATH]?.title}
      lastReviewed="2026-11-25"
      lead={
        <p>
          Zo leest u een SWIFT MT940-bankafschrift: alle tags, een voorbeeld met uitleg, de velden{" "}
          <code>:61:</code> en <code>:86:</code> uit elkaar gehaald, en hoe ING, ABN AMRO, Rabobank, ASN,
          Triodos, Knab, SNS en bunq van elkaar verschillen.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
