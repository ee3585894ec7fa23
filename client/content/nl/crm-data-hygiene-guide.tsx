import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { NL_GUIDE_META_PART } from "./meta-guides-b";

const PATH = "/crm-data-hygiene-guide";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "waarom-crm-data-veroudert",
    title: "Waarom CRM-gegevens verouderen",
    body: (
      <>
        <p>
          Een CRM is nooit af. Ook een volledig opgeschoonde database raakt weer vervuild, omdat de wereld die
          erin staat verandert en omdat veel mensen en systemen erin schrijven:
        </p>
        <ul>
          <li>mensen wisselen van baan, e-mailadres en telefoonnummer;</li>
          <li>bedrijven verhuizen, fuseren, veranderen van naam of stoppen;</li>
          <li>
            webformulieren, imports en koppelingen maken nieuwe records aan in plaats van bestaande bij te
            werken;
          </li>
          <li>zonder afgesproken standaard vult iedere gebruiker velden op zijn eigen manier in.</li>
        </ul>
        <p>
          Datahygiëne is daarom een routine en geen project: spreek standaarden af, houd slechte gegevens aan
          de poort tegen en controleer regelmatig wat er toch doorheen is gekomen.
        </p>
      </>
    ),
  },
  {
    id: "afspraken-per-veld",
    title: "Spreek per veld een standaard af",
    body: (
      <>
        <p>
          Leg voor elk belangrijk veld vast wat het betekent, wie het invult en in welke vorm. Eén A4'tje is
          genoeg, en het beslecht de meeste discussies voordat ze beginnen.
        </p>
        <DataTable
          caption="Voorbeeld van veldafspraken voor een Nederlands B2B-CRM"
          columns={["Veld", "Standaard", "Voorbeeld"]}
          rows={[
            [
              "Bedrijfsnaam",
              "Naam zoals in het Handelsregister van de KvK, rechtsvorm geschreven als B.V., N.V., V.O.F.",
              "Bakkerij de Vries B.V.",
            ],
            ["KvK-nummer", "8 cijfers, opgeslagen als tekst (anders verdwijnt een voorloopnul)", "01234567"],
            ["Btw-id", "Landcode + nummer, zonder spaties of punten", "NL859123479B01"],
            ["Land", "ISO 3166-code van twee letters", "NL"],
            ["Postcode", "Nederlands: 4 cijfers, spatie, 2 hoofdletters", "3511 AB"],
            ["Telefoon", "Internationaal formaat, na de + alleen cijfers", "+31201234567"],
            ["E-mail", "Kleine letters, zonder spaties ervoor of erachter", "j.devries@bakkerijdevries.nl"],
            ["Status", "Eén waarde uit een vaste lijst", "Prospect, Klant, Oud-klant"],
          ]}
        />
        <p>
          Dwing in het CRM zelf af wat daar kan: keuzelijsten in plaats van vrije tekst, verplichte velden in
          de juiste fase en validatieregels voor formaten. De{" "}
          <Link to="/address-cleansing-guide" search={{ lang: "nl" }}>
            gids adressen opschonen
          </Link>{" "}
          gaat uitgebreid in op adresvelden.
        </p>
      </>
    ),
  },
  {
    id: "dubbele-records",
    title: "Dubbele records vinden en voorkomen",
    body: (
      <>
        <p>
          Dubbele records zijn het zichtbaarste CRM-probleem: twee accountmanagers bellen dezelfde klant,
          nieuwsbrieven komen twee keer aan en de omzet per klant is over twee records verdeeld. Matchregels
          bepalen wat als hetzelfde geldt:
        </p>
        <DataTable
          caption="Matchregels, de sterkste eerst"
          columns={["Regel", "Sterkte", "Let op"]}
          rows={[
            [
              "Zelfde KvK-nummer (bedrijven)",
              "Zeer sterk",
              "Eén bedrijf kan meerdere vestigingen hebben, elk met een eigen vestigingsnummer",
            ],
            [
              "Zelfde btw-id",
              "Zeer sterk",
              "Bedrijven in een fiscale eenheid voor de btw kunnen één btw-nummer delen",
            ],
            ["Zelfde e-mailadres (personen)", "Sterk", "Gedeelde adressen zoals info@ en verkoop@"],
            ["Zelfde genormaliseerde naam en postcode", "Goed", "Verschillende mensen op hetzelfde adres"],
            [
              "Vergelijkbare naam, zelfde plaats",
              "Zwak: met de hand beoordelen",
              "Veelvoorkomende namen, ketens met filialen",
            ],
          ]}
        />
        <p>
          Zet in uw CRM de dubbelcontrole voor nieuwe records aan, en vergelijk een import met de bestaande
          records vóór het inlezen, niet erna.
        </p>
      </>
    ),
  },
  {
    id: "samenvoegregels",
    title: "Bepaal welke gegevens een samenvoeging overleven",
    body: (
      <>
        <p>
          Zijn twee records hetzelfde, dan hoort het samengevoegde record per veld de beste waarde te houden,
          niet simpelweg alles van één van de twee. Spreek de regels vooraf af:
        </p>
        <ul>
          <li>
            <strong>Het recentste wint</strong> bij contactgegevens die veranderen: telefoon, e-mail,
            functietitel.
          </li>
          <li>
            <strong>De betrouwbaarste bron wint</strong> bij feiten: een KvK-uittreksel gaat boven een
            webformulier, een getekend contract boven een notitie van verkoop.
          </li>
          <li>
            <strong>Allebei bewaren</strong> voor de geschiedenis: activiteiten, notities, orders en
            toestemmingen verhuizen naar het record dat overblijft.
          </li>
          <li>
            <strong>Nooit blind samenvoegen</strong> als twee records verschillende waarden hebben voor een
            sterke sleutel, zoals twee verschillende KvK-nummers.
          </li>
        </ul>
        <Callout title="Toestemming reist mee met de persoon" tone="warning">
          <p>
            Heeft één van twee dubbele records zich afgemeld voor uw nieuwsbrief, dan blijft het samengevoegde
            record afgemeld. Een regel die "het meest volledige record" kiest, kan ongemerkt een afmelding
            ongedaan maken.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "eigenaarschap",
    title: "Geef de gegevens een eigenaar",
    body: (
      <>
        <p>
          Gegevens van iedereen worden door niemand onderhouden. Wijs per soort gegevens (bedrijven,
          contacten, producten) een data-eigenaar aan die over de standaarden beslist, en maak elke
          accountmanager verantwoordelijk voor de records van de eigen klanten.
        </p>
        <p>
          Beperk wie mag importeren en wie in bulk mag verwijderen of samenvoegen. De meeste grootschalige
          schade in een CRM komt van één import met een verkeerde kolomkoppeling.
        </p>
      </>
    ),
  },
  {
    id: "routine",
    title: "Een routine die de gegevens schoon houdt",
    body: (
      <DataTable
        caption="Routine voor CRM-hygiëne"
        columns={["Wanneer", "Wat", "Wie"]}
        rows={[
          [
            "Elke dag",
            "Records uit webformulieren en koppelingen nalopen; verbeteren of samenvoegen",
            "Binnendienst",
          ],
          [
            "Elke week",
            "De lijst met dubbelen afwerken; onbestelbare e-mailadressen (bounces) verwerken",
            "Data-eigenaar",
          ],
          [
            "Elke maand",
            "Volledigheid van de kernvelden controleren; records zonder eigenaar opvolgen",
            "Data-eigenaar",
          ],
          [
            "Elk kwartaal",
            "Inactieve records nalopen; accountmanagers laten bevestigen of afsluiten",
            "Accountmanagers",
          ],
          [
            "Elk jaar",
            "Persoonsgegevens verwijderen die u niet meer nodig hebt; de veldafspraken herzien",
            "Data-eigenaar en privacyfunctionaris",
          ],
        ]}
      />
    ),
  },
  {
    id: "datakwaliteit-meten",
    title: "Meet de datakwaliteit",
    body: (
      <>
        <p>Volg elke maand een paar getallen, zodat u ziet of de routine werkt:</p>
        <DataTable
          caption="Maatstaven voor datakwaliteit"
          columns={["Maatstaf", "Berekening", "Wat het laat zien"]}
          rows={[
            [
              "Volledigheid",
              "Records met alle kernvelden gevuld ÷ alle records",
              "Of de afspraken worden gevolgd",
            ],
            ["Percentage dubbelen", "Records in een groep dubbelen ÷ alle records", "Of het voorkomen werkt"],
            [
              "Bouncepercentage",
              "Onbestelbare e-mails (bounces) ÷ verstuurde e-mails",
              "Hoe actueel de contactgegevens zijn",
            ],
            [
              "Verouderde records",
              "Records zonder activiteit in 24 maanden ÷ alle records",
              "Hoeveel dood gewicht u meedraagt",
            ],
          ]}
        />
        <p>
          Het percentage dubbelen rekent u uit met een export. Staan de KvK-nummers in kolom B, dan geeft{" "}
          <code>=AANTAL.ALS($B$2:$B$5000;B2)&gt;1</code> per rij WAAR als het nummer vaker voorkomt; het
          aandeel WAAR is uw percentage dubbelen. Let op de puntkomma: Excel in het Nederlands scheidt
          argumenten met <code>;</code>, niet met een komma.
        </p>
      </>
    ),
  },
  {
    id: "avg",
    title: "Datahygiëne en de AVG",
    body: (
      <>
        <p>
          Schone gegevens zijn ook een wettelijke eis. De AVG vraagt dat persoonsgegevens juist zijn, worden
          bijgewerkt en niet langer worden bewaard dan nodig is voor het doel. Stel bewaartermijnen in per
          soort record, bijvoorbeeld voor prospects die nooit klant werden, en verwijder of anonimiseer als ze
          verlopen. Leg bij elk contact de grondslag en de toestemming vast, en behoud die bij het
          samenvoegen. Toezichthouder in Nederland is de Autoriteit Persoonsgegevens.
        </p>
        <p>
          Loop vóór een grote opschoning of een migratie de{" "}
          <Link to="/data-cleanup-checklist" search={{ lang: "nl" }}>
            checklist voor het opschonen van data
          </Link>{" "}
          door.
        </p>
        <ToolCta
          lang="nl"
          to="/duplicate-removal-tool"
          title="Controleer een CRM-export op dubbelen"
          action="Open de ontdubbeltool"
        >
          <p>Exporteer contacten of bedrijven naar CSV en bekijk exacte en bijna-dubbelen in uw browser.</p>
        </ToolCta>
        <p>
          Heeft uw database meer nodig dan een routine? Ons team verzorgt{" "}
          <Link to="/data-cleansing-services" search={{ lang: "nl" }}>
            professionele data-opschoning
          </Link>
          . Twijfelt u nog, lees dan{" "}
          <Link to="/when-you-need-professional-data-cleaning" search={{ lang: "nl" }}>
            wanneer u professionele data-opschoning nodig hebt
          </Link>
          .
        </p>
      </>
    ),
  },
];

export default function CrmDataHygieneGuideNl(): ReactElement {
  return (
    <Article
      path={PATH}
      lang="nl"
      title={NL_GUIDE_META_PART[PATH]?.title}
      lastReviewed="2026-11-25"
      lead={
        <p>
          Zo houdt u een CRM betrouwbaar: afspraken per veld, regels voor dubbelen, beslissingen bij het
          samenvoegen, een eigenaar voor de gegevens, een routine die in een werkweek past en de getallen die
          laten zien of het werkt.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
