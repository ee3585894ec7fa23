import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { CodeBlock } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";
import { UBL_EXAMPLE } from "./ubl-example";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "wat-is-een-e-factuur",
    title: "Wat een e-factuur is (en wat niet)",
    body: (
      <>
        <p>
          Een e-factuur is een factuur in een gestructureerd gegevensformaat, die de software van de ontvanger
          kan verwerken zonder dat iemand iets overtypt. Een pdf per e-mail is in de volksmond ook een
          elektronische factuur, maar geen e-factuur in de zin van de Europese regels: een computer moet raden
          waar het factuurnummer en het btw-bedrag staan.
        </p>
        <DataTable
          caption="Factuurformaten vergeleken"
          columns={["Formaat", "Leesbaar voor mensen", "Leesbaar voor software", "Gestructureerde e-factuur"]}
          rows={[
            ["Papier of pdf", "Ja", "Alleen via OCR, met fouten", "Nee"],
            ["UBL- of CII-XML", "Via een viewer", "Ja, exact", "Ja"],
            [
              "Factur-X / ZUGFeRD (pdf met XML erin)",
              "Ja",
              "Ja, uit de ingesloten XML",
              "Ja, bij de conforme profielen",
            ],
          ]}
        />
        <p>
          Inhoudelijk verandert er niets: de eisen van artikel 35a van de Wet op de omzetbelasting gelden ook
          voor een XML-factuur. Die eisen staan in onze{" "}
          <Link to="/invoice_processor/factuur-regels-nl">factuurregels</Link>.
        </p>
      </>
    ),
  },
  {
    id: "en-16931",
    title: "EN 16931: de Europese norm",
    body: (
      <>
        <p>
          EN 16931-1:2017 beschrijft het <strong>semantisch datamodel</strong> van een kernfactuur: welke
          gegevens een factuur kan bevatten, elk met een nummer (BT, business term), en de regels die ze aan
          elkaar verbinden. Een bestandsformaat schrijft de norm niet voor; er zijn twee syntaxen,{" "}
          <strong>UBL 2.1</strong> (OASIS) en <strong>UN/CEFACT CII</strong>. Op grond van richtlijn
          2014/55/EU moet elke overheidsinstantie in de EU e-facturen volgens deze norm accepteren.
        </p>
        <DataTable
          caption="Een greep uit de gegevens van EN 16931"
          columns={["Nummer", "Naam", "Voorbeeld"]}
          rows={[
            ["BT-1", "Factuurnummer", "2026-0142"],
            ["BT-2", "Factuurdatum", "2026-03-31"],
            ["BT-3", "Soort factuur", "380 (factuur), 381 (creditnota)"],
            ["BT-10", "Referentie van de koper", "Het kenmerk dat de koper opgaf, zoals PO-7781"],
            ["BT-30", "Registratienummer verkoper", "KvK-nummer 12345678"],
            ["BT-31", "Btw-id verkoper", "NL859123479B01"],
            ["BT-48", "Btw-id koper", "Verplicht bij verlegging en intracommunautaire levering"],
            ["BT-84", "Rekening voor betaling", "Een IBAN"],
            ["BT-110", "Totaal btw-bedrag", "210.00"],
            ["BT-112", "Totaal inclusief btw", "1210.00"],
            ["BT-151", "Btw-categorie per regel", "S, Z, E, AE (verlegd), K (intracommunautair), G (export)"],
          ]}
        />
        <p>
          Landen en netwerken maken de norm specifieker met een <strong>CIUS</strong> (Core Invoice Usage
          Specification): extra regels die optionele gegevens verplicht maken of codelijsten beperken. Een
          factuur die aan een CIUS voldoet, blijft een geldige EN 16931-factuur. Peppol BIS Billing 3.0 en
          NLCIUS zijn allebei een CIUS.
        </p>
      </>
    ),
  },
  {
    id: "ubl",
    title: "UBL: zo ziet een e-factuur er vanbinnen uit",
    body: (
      <>
        <p>
          In Nederland zijn de meeste e-facturen UBL 2.1. Hieronder een ingekorte Peppol BIS Billing
          3.0-factuur van een Nederlandse leverancier; het commentaar noemt de nummers uit EN 16931.
        </p>
        <CodeBlock caption="UBL-factuur, ingekort" code={UBL_EXAMPLE} />
        <ul>
          <li>
            <code>CustomizationID</code> vertelt welke regels de factuur volgt (hier Peppol BIS Billing 3.0).
            De ontvanger valideert tegen die regels.
          </li>
          <li>
            <code>EndpointID</code> is het elektronische adres van de leverancier; schema <code>0106</code>{" "}
            staat voor een KvK-nummer, <code>0190</code> voor een OIN van de overheid.
          </li>
          <li>Bedragen hebben een decimale punt, geen scheidingsteken voor duizendtallen, en een valuta.</li>
          <li>
            De btw-specificatie (<code>TaxSubtotal</code>) moet precies kloppen: validatie rekent grondslag
            maal tarief na, afgerond op centen.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "peppol",
    title: "Peppol: het netwerk dat e-facturen bezorgt",
    body: (
      <>
        <p>
          Peppol is een internationaal netwerk voor zakelijke documenten. Verzender en ontvanger koppelen niet
          rechtstreeks: elk gebruikt een <strong>access point</strong>, een gecertificeerde dienstverlener. Uw
          access point zoekt de Peppol-ID van de ontvanger op (bijvoorbeeld <code>0106:12345678</code>), vindt
          diens access point en levert de factuur af. Dat heet het vierhoeksmodel.
        </p>
        <ol>
          <li>Uw software maakt de UBL-factuur.</li>
          <li>Uw access point controleert hem op Peppol BIS Billing 3.0 en verstuurt hem.</li>
          <li>Het access point van de ontvanger neemt hem in ontvangst en bevestigt de aflevering.</li>
          <li>Het boekhoudpakket van de ontvanger leest hem in.</li>
        </ol>
        <p>
          Peppol BIS Billing 3.0 bevat aparte regels voor Nederlandse leveranciers, bijvoorbeeld dat u zich
          identificeert met uw KvK-nummer of OIN, een volledig adres opgeeft en dat een creditnota verwijst
          naar de factuur die hij corrigeert. De meeste Nederlandse boekhoudpakketten hebben een
          Peppol-koppeling.
        </p>
      </>
    ),
  },
  {
    id: "nlcius",
    title: "NLCIUS en SI-UBL 2.0",
    body: (
      <>
        <p>
          NLCIUS is de Nederlandse CIUS van EN 16931. Het Standaardisatieplatform e-factureren (STPE), waarin
          overheid en bedrijfsleven samenwerken, beheert hem. De UBL-vorm heet <strong>SI-UBL 2.0</strong> en
          volgde het oudere, puur Nederlandse SI-UBL 1.2 op.
        </p>
        <p>
          Een NLCIUS-factuur heeft in <code>CustomizationID</code> de aanduiding{" "}
          <code>urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0</code>. Peppol BIS Billing 3.0
          bevat Nederlandse regels die van NLCIUS zijn afgeleid, en Nederlandse overheden accepteren facturen
          in beide vormen.
        </p>
      </>
    ),
  },
  {
    id: "factur-x",
    title: "Factur-X en ZUGFeRD",
    body: (
      <>
        <p>
          Factur-X (Frankrijk) en ZUGFeRD 2 (Duitsland) zijn technisch hetzelfde hybride formaat: een pdf/A-3
          die mensen lezen, met daarin een CII-XML-bestand voor software. Er zijn verschillende profielen:
        </p>
        <DataTable
          caption="Profielen van Factur-X"
          columns={["Profiel", "Inhoud", "Volledige EN 16931-factuur"]}
          rows={[
            ["MINIMUM", "Alleen kopgegevens", "Nee"],
            ["BASIC WL", "Kopgegevens en totalen, geen regels", "Nee"],
            ["BASIC", "Inclusief eenvoudige factuurregels", "Ja, een deelverzameling"],
            ["EN 16931 (COMFORT)", "De volledige kernfactuur", "Ja"],
            ["EXTENDED", "De kernfactuur met extra velden", "Ja, met uitbreidingen"],
          ]}
        />
        <p>
          Hybride facturen kom je vooral tegen bij Franse en Duitse klanten. Peppol en de kanalen van de
          Nederlandse overheid verwachten UBL: stuur overheidsklanten in Nederland dus UBL en geen Factur-X.
        </p>
      </>
    ),
  },
  {
    id: "leveren-aan-de-overheid",
    title: "Leveren aan de Nederlandse overheid",
    body: (
      <>
        <p>
          Sinds 1 januari 2017 sturen leveranciers van de Rijksoverheid voor nieuwe contracten e-facturen;
          voor die contracten worden pdf- en papieren facturen niet geaccepteerd. Op grond van richtlijn
          2014/55/EU moeten ook alle andere aanbestedende diensten, zoals gemeenten, provincies en
          waterschappen, EN 16931-e-facturen kunnen ontvangen en verwerken. Steeds meer van hen eisen ze in
          hun contracten.
        </p>
        <ul>
          <li>
            <strong>Formaat:</strong> UBL volgens NLCIUS (SI-UBL 2.0) of Peppol BIS Billing 3.0.
          </li>
          <li>
            <strong>Kanaal:</strong> het Peppol-netwerk via een access point, of Digipoort, het eigen
            knooppunt van de overheid. Volg de instructies van de opdrachtgever.
          </li>
          <li>
            <strong>Kenmerken:</strong> neem het order- of referentienummer op dat de opdrachtgever u gaf (in{" "}
            <code>BuyerReference</code> of <code>OrderReference</code>). Een ontbrekend kenmerk is een
            veelvoorkomende reden voor afwijzing.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "vida",
    title: "ViDA: de Europese tijdlijn",
    body: (
      <>
        <p>
          De EU nam het pakket VAT in the Digital Age (ViDA) aan in maart 2025; de wijzigingsrichtlijn,
          Richtlijn (EU) 2025/516 van de Raad, trad in april 2025 in werking. Voor facturen betekent dat:
        </p>
        <DataTable
          caption="Mijlpalen van ViDA voor facturering"
          columns={["Vanaf", "Wat er verandert"]}
          rows={[
            [
              "April 2025",
              "Lidstaten mogen e-facturering voor binnenlandse transacties verplichten zonder toestemming van de EU te vragen. Waar het verplicht is, hoeft de afnemer niet meer in te stemmen met het ontvangen van e-facturen.",
            ],
            [
              "1 juli 2028",
              "Platforms voor kortdurende verhuur van accommodatie en personenvervoer worden in veel gevallen btw-plichtig, en de eenmalige btw-registratie wordt uitgebreid (geen factuurregel, wel onderdeel van hetzelfde pakket).",
            ],
            [
              "1 juli 2030",
              "E-facturen volgens EN 16931 worden verplicht voor B2B-leveringen tussen EU-landen, met digitale rapportage van de factuurgegevens aan de belastingdienst. De factuur moet binnen 10 dagen na het belastbare feit worden uitgereikt. Deze rapportage vervangt voor die leveringen de opgaaf ICP.",
            ],
            [
              "1 januari 2035",
              "Bestaande nationale systemen voor e-facturering en rapportage moeten aansluiten op het Europese model.",
            ],
          ]}
        />
        <p>
          Buurlanden lopen voor: België verplicht gestructureerde B2B-e-facturen sinds 1 januari 2026, en in
          Duitsland moet elk bedrijf ze sinds 1 januari 2025 kunnen ontvangen, terwijl de verplichting om ze
          te versturen in 2027 en 2028 ingaat.
        </p>
        <Callout title="De Nederlandse planning">
          <p>
            Houd voor verplichte binnenlandse B2B-e-facturering in Nederland de berichten van de
            Belastingdienst en het ministerie van Financiën in de gaten. Welke datum het ook wordt, de basis
            is EN 16931 in UBL. Wie nu overstapt op UBL, is klaar voor zowel de Nederlandse als de Europese
            verplichting.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "aan-de-slag",
    title: "Aan de slag",
    body: (
      <>
        <ol>
          <li>Controleer of uw facturen alle gegevens uit artikel 35a bevatten, plus uw KvK-nummer.</li>
          <li>Vraag uw boekhoudpakket of factuurprogramma om UBL-export volgens Peppol BIS Billing 3.0.</li>
          <li>Registreer een Peppol-ID zodat klanten u kunnen vinden, meestal via uw boekhoudpakket.</li>
          <li>Vraag overheidsklanten welk kenmerk u moet vermelden en via welk kanaal u factureert.</li>
          <li>Bewaar de XML-bestanden 7 jaar: de XML is de wettelijke factuur.</li>
        </ol>
        <p>
          Onze <Link to="/invoice-generator">factuurgenerator</Link> maakt naast de pdf een UBL-bestand, en de{" "}
          <Link to="/invoice_processor">factuurverwerker</Link> leest binnenkomende UBL-facturen net zo goed
          als pdf's. Deze gids is er ook <Link to="/invoice_processor/e-invoicing-guide">in het Engels</Link>.
        </p>
        <ToolCta
          to="/invoice-generator"
          title="Maak een e-factuur die klaar is voor Peppol"
          action="Naar de factuurgenerator"
        >
          <p>
            Een pdf voor mensen en een Peppol BIS Billing 3.0/NLCIUS-UBL voor software, vanuit één formulier.
          </p>
        </ToolCta>
      </>
    ),
  },
];

export default function EFacturatieGidsNl(): ReactElement {
  return (
    <Article
      path="/invoice_processor/e-facturatie-gids-nl"
      lang="nl"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Wat een factuur tot e-factuur maakt, hoe EN 16931, UBL, Peppol, NLCIUS en Factur-X samenhangen, wat
          de Nederlandse overheid van leveranciers verwacht en wat het Europese ViDA-pakket uiterlijk in 2030
          vraagt.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
