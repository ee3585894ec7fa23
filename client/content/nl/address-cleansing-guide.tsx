import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { CodeBlock } from "../../components/content/code-block";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { NL_GUIDE_META_PART } from "./meta-guides-b";

const PATH = "/address-cleansing-guide";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "waarom-adressen-misgaan",
    title: "Waarom adressen misgaan",
    body: (
      <>
        <p>
          Adressen worden ingetypt door klanten, verkopers en klantenservicemedewerkers, ieder op zijn eigen
          manier, en daarna gekopieerd tussen systemen met elk een andere veldindeling. Het resultaat is een
          lijst waarin hetzelfde pand in vijf spellingen voorkomt en waarin pakketten, facturen en aanmaningen
          verdwalen.
        </p>
        <p>Adressen opschonen gaat in vier stappen, in deze volgorde:</p>
        <ol>
          <li>
            <strong>Ontleden:</strong> het adres opsplitsen in zijn onderdelen.
          </li>
          <li>
            <strong>Standaardiseren:</strong> elk onderdeel in één afgesproken vorm schrijven.
          </li>
          <li>
            <strong>Valideren:</strong> de onderdelen toetsen aan de regels en waar mogelijk aan een
            basisregistratie.
          </li>
          <li>
            <strong>Ontdubbelen:</strong> records vinden die nu hetzelfde adres blijken te zijn.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: "opbouw-nederlands-adres",
    title: "De opbouw van een Nederlands adres",
    body: (
      <>
        <p>
          De officiële bron voor Nederlandse adressen is de Basisregistratie Adressen en Gebouwen (BAG). De
          gemeenten houden haar bij, het Kadaster stelt haar beschikbaar. De BAG slaat een adres op in deze
          onderdelen:
        </p>
        <DataTable
          caption="Onderdelen van een Nederlands adres volgens de BAG"
          columns={["Onderdeel", "Naam in de BAG", "Regel", "Voorbeeld"]}
          rows={[
            ["Straat", "Openbare ruimte", "De volledige officiële naam", "Burgemeester de Withstraat"],
            ["Huisnummer", "Huisnummer", "Een geheel getal van 1 tot en met 99999", "12"],
            ["Huisletter", "Huisletter", "Eén letter, optioneel", "A"],
            ["Toevoeging", "Huisnummertoevoeging", "Maximaal 4 letters of cijfers, optioneel", "2, II, hs"],
            ["Postcode", "Postcode", "4 cijfers (de eerste geen 0) en 2 hoofdletters", "3511 AB"],
            ["Plaats", "Woonplaats", "De officiële woonplaatsnaam", "Utrecht"],
          ]}
        />
        <p>
          Postcode plus huisnummer (met letter en toevoeging) wijst een adres vrijwel uniek aan. Daarom vragen
          Nederlandse webformulieren om die twee en vullen ze straat en plaats zelf in.
        </p>
      </>
    ),
  },
  {
    id: "postcodes",
    title: "Nederlandse postcodes",
    body: (
      <>
        <p>
          Een Nederlandse postcode bestaat uit vier cijfers van 1000 tot en met 9999, een spatie en twee
          hoofdletters: <code>1234 AB</code>. De lettercombinaties SA, SD en SS worden niet gebruikt. Zo gaat
          het vaak mis, en zo lost u het op:
        </p>
        <DataTable
          caption="Varianten van een postcode en hun standaardvorm"
          columns={["Aangetroffen", "Probleem", "Standaardvorm"]}
          rows={[
            ["3511ab", "Geen spatie, kleine letters", "3511 AB"],
            ["3511  AB", "Dubbele spatie", "3511 AB"],
            ["3511-AB", "Streepje", "3511 AB"],
            ["NL-3511 AB", "Landcode ervoor", "3511 AB (land in een eigen veld)"],
            ["351 1AB", "Spatie op de verkeerde plek", "3511 AB"],
            ["0511 AB", "Begint met 0", "Ongeldig: controleer de bron"],
            ["3511", "Letters ontbreken", "Onvolledig: zoek op via straat en plaats"],
          ]}
        />
        <p>
          Normaliseer door alles te verwijderen wat geen letter of cijfer is, alles in hoofdletters te zetten
          en na het vierde teken een spatie in te voegen. Valideer daarna met een patroon:
        </p>
        <CodeBlock
          caption="Reguliere expressie voor een Nederlandse postcode"
          code={"^[1-9][0-9]{3} (?!SA|SD|SS)[A-Z]{2}$"}
        />
        <p>
          In Nederlandse Excel doet deze formule het normaliseren voor postcodes zonder landcode (let op de
          puntkomma's als scheidingsteken):
        </p>
        <CodeBlock
          caption="Formule (Excel in het Nederlands)"
          code={
            '=LINKS(SUBSTITUEREN(SUBSTITUEREN(HOOFDLETTERS(A2);" ";"");"-";"");4)&" "&RECHTS(SUBSTITUEREN(SUBSTITUEREN(HOOFDLETTERS(A2);" ";"");"-";"");2)'
          }
        />
        <p>
          Meer tekstfuncties, zoals <code>SPATIES.WISSEN</code> en <code>WISSEN.CONTROL</code>, staan in de{" "}
          <Link to="/excel-text-functions-guide" search={{ lang: "nl" }}>
            gids tekstfuncties in Excel
          </Link>
          ; de{" "}
          <Link to="/excel-data-cleaning-guide" search={{ lang: "nl" }}>
            gids data opschonen in Excel
          </Link>{" "}
          laat zien hoe u postcodes controleert.
        </p>
      </>
    ),
  },
  {
    id: "huisnummers",
    title: "Huisnummers en toevoegingen",
    body: (
      <>
        <p>
          Huisnummertoevoegingen veroorzaken de meeste fouten in Nederlandse adressen: mensen schrijven ze op
          veel manieren, en veel systemen hebben er maar één veld voor.
        </p>
        <DataTable
          caption="Varianten van een huisnummer"
          columns={["Zoals getypt", "Huisnummer", "Letter", "Toevoeging", "Toelichting"]}
          rows={[
            ["12A", "12", "A", "", "Huisletter"],
            ["12-A", "12", "A", "", "Het streepje hoort niet bij het adres"],
            ["12 a", "12", "A", "", "Letters in hoofdletters"],
            ["12-2", "12", "", "2", "Vaak een verdieping of unit"],
            ["12 II", "12", "", "II", "Romeins cijfer voor een verdieping, veel in Amsterdam"],
            ["12 hs", "12", "", "hs", "Huis: de woning op de begane grond"],
          ]}
        />
        <p>
          Sla nummer, letter en toevoeging op in aparte velden als uw systeem dat toelaat. Kan dat niet,
          schrijf ze dan op één vaste manier, bijvoorbeeld <code>12 A</code> en <code>12-2</code>, en zet de
          toevoeging nooit in het straatveld.
        </p>
        <Callout title="Straatnamen met cijfers" tone="warning">
          <p>
            "Plein 1944 3" en "2e Hugo de Grootstraat 10" zijn geldige adressen. Knip het huisnummer van het
            einde van de regel af, niet bij het eerste cijfer.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "straat-en-plaatsnamen",
    title: "Straat- en plaatsnamen",
    body: (
      <>
        <p>
          Afkortingen zijn de grootste bron van variatie in straatnamen. Schrijf ze voluit zoals de officiële
          naam, of kies consequent de verkorte vorm uit de BAG als een veld te kort is (de BAG kent voor lange
          straatnamen ook een officiële verkorte naam van maximaal 24 tekens).
        </p>
        <DataTable
          caption="Veelgebruikte afkortingen in Nederlandse adressen"
          columns={["Afkorting", "Voluit", "Voorbeeld"]}
          rows={[
            ["str.", "straat", "Kerkstr. 1 → Kerkstraat 1"],
            ["ln", "laan", "Stationsln 4 → Stationslaan 4"],
            ["pln", "plein", "Marktpln 2 → Marktplein 2"],
            ["Burg.", "Burgemeester", "Burg. de Withstraat → Burgemeester de Withstraat"],
            ["Prof.", "Professor", "Prof. Kohnstammlaan"],
            ["v.", "van", "J. v. Goyenkade → Jan van Goyenkade"],
            ["Adm.", "Admiraal", "Adm. de Ruyterweg"],
          ]}
        />
        <p>
          Ook plaatsnamen hebben een officiële spelling: "'s-Hertogenbosch" (in het adres niet "Den Bosch"),
          en "'s-Gravenhage" in sommige registers, terwijl "Den Haag" de gangbare vorm op post is. Kies per
          plaats één vorm en zet de andere daarop om. De postcode bepaalt de plaats: een postcode die niet bij
          de plaats past, wijst op een tikfout in een van beide.
        </p>
      </>
    ),
  },
  {
    id: "adres-op-post",
    title: "Het adres op post schrijven",
    body: (
      <>
        <p>
          Voor post binnen Nederland adviseert PostNL: eerst de naam, dan straat en huisnummer, dan postcode
          en plaats op één regel, met twee spaties tussen postcode en plaats en de plaatsnaam in hoofdletters:
        </p>
        <CodeBlock
          caption="Een Nederlands postadres"
          code={`Bakkerij de Vries B.V.
t.a.v. J. de Vries
Oudegracht 12 A
3511 AB  UTRECHT`}
        />
        <p>Voor post vanuit het buitenland komt NETHERLANDS op een laatste regel.</p>
      </>
    ),
  },
  {
    id: "buurlanden",
    title: "Postcodes in de buurlanden",
    body: (
      <>
        <p>
          Pas de Nederlandse regels niet toe op buitenlandse adressen. Bewaar een landcode (ISO 3166, zoals
          NL, BE, DE) in een eigen veld en controleer elke postcode met de regel van het eigen land:
        </p>
        <DataTable
          caption="Postcodeformaten"
          columns={["Land", "Formaat", "Voorbeeld"]}
          rows={[
            ["Nederland (NL)", "4 cijfers, spatie, 2 letters", "3511 AB"],
            ["België (BE)", "4 cijfers", "1000"],
            ["Duitsland (DE)", "5 cijfers", "10115"],
            ["Frankrijk (FR)", "5 cijfers", "75001"],
            ["Luxemburg (LU)", "4 cijfers, vaak geschreven met L-", "L-1111"],
            ["Verenigd Koninkrijk (GB)", "Letters en cijfers in twee delen", "SW1A 1AA"],
          ]}
        />
        <p>In Belgische en Duitse adressen staat het huisnummer net als in Nederlandse na de straatnaam.</p>
      </>
    ),
  },
  {
    id: "valideren-en-ontdubbelen",
    title: "Toetsen aan een register, dan ontdubbelen",
    body: (
      <>
        <p>
          Regels vangen adressen die verkeerd zijn opgebouwd; alleen een register vangt adressen die goed zijn
          opgebouwd maar niet bestaan. Voor Nederland is de BAG als open data beschikbaar via het Kadaster en
          PDOK, en commerciële postcodediensten zoeken op postcode en huisnummer. Een goede controle
          vergelijkt postcode + huisnummer met de straat en plaats in uw record en meldt elk verschil ter
          beoordeling.
        </p>
        <p>
          Zijn de adressen eenmaal gestandaardiseerd, dan worden dubbelen zichtbaar: twee klantrecords op
          "3511 AB 12 A" zijn het bekijken waard, ook als de namen verschillen. Gebruik de gestandaardiseerde
          postcode, het huisnummer en de toevoeging samen met de naam als matchsleutel. De{" "}
          <Link to="/crm-data-hygiene-guide" search={{ lang: "nl" }}>
            gids CRM-datahygiëne
          </Link>{" "}
          legt uit hoe u beslist welk record overblijft.
        </p>
        <ToolCta
          lang="nl"
          to="/data-cleansing-services"
          title="Duizenden adressen te verbeteren?"
          action="Bekijk onze opschoondiensten"
        >
          <p>
            Wij ontleden, standaardiseren en controleren Nederlandse en buitenlandse adressen, en leggen elke
            wijziging vast.
          </p>
        </ToolCta>
        <p>
          Voor kleinere lijsten vindt onze{" "}
          <Link to="/duplicate-removal-tool" search={{ lang: "nl" }}>
            ontdubbeltool
          </Link>{" "}
          records met hetzelfde gestandaardiseerde adres, in uw browser.
        </p>
      </>
    ),
  },
];

export default function AddressCleansingGuideNl(): ReactElement {
  return (
    <Article
      path={PATH}
      lang="nl"
      title={NL_GUIDE_META_PART[PATH]?.title}
      lastReviewed="2026-11-25"
      lead={
        <p>
          Zo ontleedt, standaardiseert en controleert u postadressen, met de Nederlandse regels in detail: de
          BAG, postcodes, huisnummertoevoegingen, afkortingen in straatnamen en hoe u een adres op post zet.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
