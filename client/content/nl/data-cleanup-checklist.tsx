import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { getNlGuideTitle } from "./meta-guides-a";

const PATH = "/data-cleanup-checklist";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "doel-bepalen",
    title: "1. Bepaal het doel",
    body: (
      <>
        <p>Een opschoning zonder doel houdt nooit op. Leg vast voordat u de gegevens aanraakt:</p>
        <ul>
          <li>
            waarvoor de gegevens dienen: een mailing, een import in een nieuw CRM, facturatie, een rapport;
          </li>
          <li>van welke velden dat gebruik afhangt, en welke u kunt laten zoals ze zijn;</li>
          <li>
            wat "schoon genoeg" is, bijvoorbeeld "elke actieve klant heeft een geldig e-mailadres en een
            geldige postcode";
          </li>
          <li>de deadline, en wie beslist als een record twijfelachtig is.</li>
        </ul>
      </>
    ),
  },
  {
    id: "bron-veiligstellen",
    title: "2. Stel de bron veilig",
    body: (
      <ul>
        <li>Exporteer een volledige kopie en bewaar die alleen-lezen. U wilt er later mee vergelijken.</li>
        <li>Noteer waar de gegevens vandaan komen, de exportdatum en het aantal records.</li>
        <li>
          Ga na of u de gegevens voor dit doel mag verwerken, zeker als het om persoonsgegevens gaat (AVG).
        </li>
        <li>Spreek af wie aan het bestand werkt, zodat niet twee mensen twee kopieën opschonen.</li>
      </ul>
    ),
  },
  {
    id: "profileren",
    title: "3. Breng de gegevens in kaart",
    body: (
      <>
        <p>Meet voordat u repareert. Noteer per kolom:</p>
        <ul>
          <li>hoeveel waarden leeg zijn;</li>
          <li>hoeveel verschillende waarden er zijn, en welke tien het vaakst voorkomen;</li>
          <li>
            waarden die niet bij het verwachte type passen: tekst in getalkolommen, datums in de toekomst;
          </li>
          <li>opvulwaarden zoals "n.v.t.", "-", "onbekend", "test" en "xxx".</li>
        </ul>
        <p>
          Dit profiel laat zien waar het werk zit en is de nulmeting waartegen u de voortgang afzet. Het{" "}
          <Link to="/excel-data-cleaning-guide" search={{ lang: "nl" }}>
            stappenplan voor gegevens opschonen in Excel
          </Link>{" "}
          geeft voor elke meting een formule.
        </p>
      </>
    ),
  },
  {
    id: "standaardiseren",
    title: "4. Standaardiseer",
    body: (
      <ul>
        <li>Verwijder overbodige spaties, regeleinden en vaste spaties.</li>
        <li>
          Eén afspraak over hoofdletters per veld: namen met een beginhoofdletter, codes in hoofdletters,
          e-mailadressen in kleine letters.
        </li>
        <li>
          Eén schrijfwijze per waarde voor landen, rechtsvormen, plaatsen en categorieën, via een
          vertaaltabel.
        </li>
        <li>
          Eén notatie voor datums (JJJJ-MM-DD), bedragen (een punt óf een komma als decimaalteken, niet door
          elkaar) en telefoonnummers (+31…).
        </li>
        <li>
          Splits samengestelde velden: straat, huisnummer en toevoeging, en voor- en achternaam waar dat nodig
          is.
        </li>
        <li>Bewaar codes met voorloopnullen als tekst: KvK-nummers, postcodes, artikelnummers.</li>
      </ul>
    ),
  },
  {
    id: "valideren",
    title: "5. Controleer",
    body: (
      <>
        <DataTable
          caption="Controles voor veelvoorkomende velden"
          columns={["Veld", "Controle"]}
          rows={[
            ["E-mailadres", "Opbouw (één @, een domein met een punt); eventueel of het domein mail ontvangt"],
            [
              "Postcode",
              "4 cijfers die niet met 0 beginnen, een spatie, 2 hoofdletters; eventueel met huisnummer tegen de BAG",
            ],
            ["KvK-nummer", "8 cijfers; eventueel opzoeken in het Handelsregister"],
            ["Btw-id", "NL + 9 cijfers + B + 2 cijfers; btw-id's uit de hele EU controleert u in VIES"],
            [
              "IBAN",
              "De lengte die bij het land hoort (18 tekens voor NL) en de controlecijfers (modulus 97)",
            ],
            ["Datums", "Echte datums, binnen een aannemelijke periode"],
            ["Bedragen", "Getallen, met het juiste teken en de juiste valuta"],
          ]}
        />
        <p>
          Markeer afkeuringen in een aparte kolom in plaats van ze te verwijderen; een deel is te herstellen.
        </p>
      </>
    ),
  },
  {
    id: "ontdubbelen",
    title: "6. Ontdubbel",
    body: (
      <ul>
        <li>
          Leg de matchregels vast: welke velden maken twee records tot hetzelfde record (zie de{" "}
          <Link to="/crm-data-hygiene-guide">gids over CRM-datahygiëne</Link>).
        </li>
        <li>
          Zoek eerst exacte overeenkomsten op de gestandaardiseerde velden, daarna met fuzzy matching de
          bijna-dubbele records. In Excel helpt de{" "}
          <Link to="/excel-remove-duplicates-guide" search={{ lang: "nl" }}>
            gids over dubbele waarden verwijderen
          </Link>
          .
        </li>
        <li>Bepaal per veld welke waarde een samenvoeging overleeft; bewaar historie en toestemmingen.</li>
        <li>
          Beoordeel twijfelachtige groepen met de hand, en leg elke samenvoeging vast met de id's van de
          samengevoegde records.
        </li>
      </ul>
    ),
  },
  {
    id: "verrijken",
    title: "7. Verrijk, voorzichtig",
    body: (
      <ul>
        <li>
          Vul gaten alleen aan uit betrouwbare bronnen: de klant zelf, het Handelsregister van de KvK, de
          Basisregistratie Adressen en Gebouwen (BAG).
        </li>
        <li>Noteer bij elke toegevoegde waarde de bron en de datum.</li>
        <li>Voeg geen persoonsgegevens toe waarvoor u geen doel hebt; de AVG vraagt om dataminimalisatie.</li>
      </ul>
    ),
  },
  {
    id: "controleren-en-goedkeuren",
    title: "8. Controleer en laat goedkeuren",
    body: (
      <>
        <ul>
          <li>Vergelijk het profiel na het opschonen met de nulmeting uit stap 3.</li>
          <li>Controleer een willekeurige steekproef van 50 tot 100 records met de hand tegen de bron.</li>
          <li>
            Laat de eigenaar van de gegevens het resultaat goedkeuren, samen met de lijst twijfelachtige
            records.
          </li>
        </ul>
        <Callout title="Tel de records" tone="tip">
          <p>
            Records erin = records eruit + samengevoegde records + verwijderde records. Klopt de som niet, dan
            is er onderweg iets kwijtgeraakt of verdubbeld.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "laden-en-vastleggen",
    title: "9. Laad en leg vast",
    body: (
      <ul>
        <li>Test de import eerst met een kleine partij en controleer die in het doelsysteem.</li>
        <li>Bewaar het wijzigingslogboek: wat er veranderde, volgens welke regel, bij welk record.</li>
        <li>Schrijf de standaarden en matchregels op die u gebruikte, voor de volgende opschoning.</li>
        <li>Verwijder werkkopieën met persoonsgegevens als het project klaar is.</li>
      </ul>
    ),
  },
  {
    id: "schoon-houden",
    title: "10. Houd het schoon",
    body: (
      <>
        <ul>
          <li>Voeg controles toe aan de formulieren en imports die de gegevens aanleveren.</li>
          <li>
            Geef de gegevens een eigenaar en een vast ritme: wekelijks op dubbele records controleren, elk
            kwartaal een review.
          </li>
          <li>Meet elke maand de volledigheid en het percentage dubbele records.</li>
        </ul>
        <ToolCta to="/duplicate-removal-tool" title="Stap 4 en 6 in één tool" action="Open de ontdubbeltool">
          <p>
            Normaliseer waarden en vind exacte en bijna-dubbele rijen in CSV- of Excel-bestanden, in uw
            browser.
          </p>
        </ToolCta>
        <p>
          Te veel werk voor uw team? Onze{" "}
          <Link to="/data-cleansing-services">dienst voor dataopschoning</Link> werkt volgens deze checklist
          en levert het wijzigingslogboek mee.
        </p>
      </>
    ),
  },
];

export default function DataCleanupChecklistNl(): ReactElement {
  return (
    <Article
      path={PATH}
      title={getNlGuideTitle(PATH)}
      lang="nl"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Tien stappen om elk bestand met klant-, leveranciers- of productgegevens op te schonen vóór een
          import, een migratie of een mailing. Werk ze op volgorde af: elke stap maakt de volgende makkelijker
          en betrouwbaarder.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
