import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { DataTable } from "../../components/content/data-table";
import { ChangesBody, PublisherParagraph, RightsBody } from "./app-policy-common";
import { getNlLegalTitle } from "./meta-legal";

const APP = "Kanban";
const PATH = "/kanban-privacy-policy";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "who-we-are",
    title: "Wie wij zijn",
    body: (
      <>
        <PublisherParagraph app={APP} />
        <p>
          Kanban is een app voor takenborden: borden met lijsten en kaarten, deadlines, checklists,
          opmerkingen en bijlagen, alleen of samen met anderen. In dit beleid leggen wij uit welke
          persoonsgegevens de app verwerkt en waarom.
        </p>
      </>
    ),
  },
  {
    id: "roles",
    title: "Persoonlijke borden en teamwerkruimtes",
    body: (
      <ul>
        <li>
          Voor uw <strong>account</strong> en voor borden die u <strong>alleen</strong> gebruikt, zijn wij de
          verwerkingsverantwoordelijke.
        </li>
        <li>
          Wanneer een organisatie een <strong>teamwerkruimte</strong> voor haar medewerkers inricht, bepaalt
          die organisatie wat er op de borden komt en is zij de verwerkingsverantwoordelijke voor de inhoud
          ervan. Wij verwerken die inhoud namens haar als verwerker, op basis van een verwerkersovereenkomst.
          Vragen over de inhoud van een teamwerkruimte kunt u het best eerst aan de beheerder ervan stellen.
        </li>
      </ul>
    ),
  },
  {
    id: "data-we-process",
    title: "Wat wij verwerken en waarom",
    body: (
      <DataTable
        caption="Persoonsgegevens in Kanban"
        columns={["Gegevens", "Doel", "Grondslag"]}
        rows={[
          [
            "Accountgegevens: naam, e-mailadres, profielfoto (optioneel), hash van het wachtwoord of id bij de inlogdienst",
            "Inloggen en aan medegebruikers laten zien wie u bent",
            "Overeenkomst",
          ],
          [
            "Inhoud van borden: titels van borden en kaarten, beschrijvingen, opmerkingen, checklists, deadlines, labels en bijlagen",
            "Uw borden opslaan en tonen",
            "Overeenkomst",
          ],
          [
            "Samenwerkingsgegevens: wie lid is van welk bord, wie aan een kaart is toegewezen, wie wat heeft gewijzigd en wanneer",
            "Borden delen en de activiteitengeschiedenis tonen",
            "Overeenkomst",
          ],
          [
            "E-mailadressen van mensen die u uitnodigt",
            "De uitnodiging versturen; verwijderd als deze niet binnen 30 dagen wordt geaccepteerd",
            "Gerechtvaardigd belang (van u en van ons, om u collega's te laten uitnodigen)",
          ],
          [
            "Meldingsinstellingen en apparaattokens",
            "De meldingen versturen die u heeft gekozen",
            "Overeenkomst",
          ],
          [
            "Technische gegevens: IP-adres, type browser of apparaat, app-versie, foutlogs",
            "Beveiliging, het voorkomen van misbruik en het oplossen van fouten",
            "Gerechtvaardigd belang",
          ],
        ]}
      />
    ),
  },
  {
    id: "what-others-see",
    title: "Wat anderen kunnen zien",
    body: (
      <ul>
        <li>Leden van een bord zien de inhoud ervan en de naam en foto van iedereen op dat bord.</li>
        <li>
          Uw activiteit op een gedeeld bord (kaarten die u heeft aangemaakt, verplaatst of van een opmerking
          voorzien) is zichtbaar voor de leden ervan.
        </li>
        <li>Borden zijn privé totdat u iemand uitnodigt of, in een teamwerkruimte, ze met het team deelt.</li>
        <li>
          Als u een openbare link naar een bord maakt, kan iedereen met die link het bord bekijken totdat u de
          link uitschakelt.
        </li>
      </ul>
    ),
  },
  {
    id: "what-we-do-not-do",
    title: "Wat wij niet doen",
    body: (
      <ul>
        <li>Wij verkopen geen persoonsgegevens en geen inhoud van borden.</li>
        <li>
          Wij tonen geen advertenties en gebruiken de inhoud van borden niet om een profiel van u op te
          stellen.
        </li>
        <li>
          Medewerkers bekijken de inhoud van borden niet, behalve wanneer u om ondersteuning vraagt en
          daarvoor toestemming geeft, of wanneer de wet dat vereist.
        </li>
      </ul>
    ),
  },
  {
    id: "processors",
    title: "Wie uw gegevens nog meer verwerkt",
    body: (
      <>
        <p>
          Wij schakelen dienstverleners in voor hosting en bestandsopslag, het versturen van e-mail,
          pushmeldingen en foutrapportage. Als u inlogt met een account van een derde, zoals Google, bevestigt
          die partij uw identiteit en deelt zij uw naam, e-mailadres en foto met ons. Alle dienstverleners
          handelen in onze opdracht op basis van een verwerkersovereenkomst; de actuele lijst ontvangt u op
          verzoek.
        </p>
        <p>
          Waar een dienstverlener gegevens buiten de Europese Economische Ruimte verwerkt, baseren wij ons op
          een adequaatheidsbesluit van de Europese Commissie, zoals het EU-VS-gegevensprivacykader (EU-US Data
          Privacy Framework), of op de modelcontractbepalingen (standard contractual clauses) van de
          Commissie.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "Hoe lang wij gegevens bewaren",
    body: (
      <DataTable
        caption="Bewaartermijnen"
        columns={["Gegevens", "Bewaard tot"]}
        rows={[
          [
            "Borden, kaarten en bijlagen",
            "U ze verwijdert; verwijderde onderdelen blijven 30 dagen in de prullenbak, zodat u ze kunt terugzetten",
          ],
          [
            "Account",
            "U het verwijdert; uw persoonlijke borden worden dan mee verwijderd en binnen 30 dagen uit de back-ups gewist",
          ],
          [
            "Uw bijdragen aan gedeelde borden",
            "Ze blijven voor de andere leden op het bord staan, onder uw naam totdat uw account is verwijderd, daarna als 'voormalig lid'",
          ],
          ["Openstaande uitnodigingen", "30 dagen"],
          ["Technische en beveiligingslogs", "90 dagen"],
        ]}
      />
    ),
  },
  {
    id: "security",
    title: "Beveiliging",
    body: (
      <p>
        Verbindingen zijn versleuteld, wachtwoorden worden alleen als gezouten hash opgeslagen en bij elk
        verzoek wordt gecontroleerd of u toegang tot het bord heeft. Bijlagen worden opgeslagen onder
        willekeurige namen die niet te raden zijn. Raakt een beveiligingsincident uw persoonsgegevens, dan
        informeren wij u en de toezichthouder zoals de AVG voorschrijft.
      </p>
    ),
  },
  {
    id: "children",
    title: "Kinderen",
    body: (
      <p>
        Kanban is bedoeld voor mensen van 16 jaar en ouder. Denkt u dat een kind jonger dan 16 een account
        heeft aangemaakt, neem dan contact met ons op; wij verwijderen het account dan.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Uw rechten",
    body: <RightsBody app={APP} />,
  },
  {
    id: "changes",
    title: "Wijzigingen en contact",
    body: <ChangesBody app={APP} />,
  },
];

export default function KanbanPrivacyPolicyNl(): ReactElement {
  return (
    <Article
      path={PATH}
      title={getNlLegalTitle(PATH)}
      lang="nl"
      dateKind="updated"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Hoe de app Kanban omgaat met uw persoonsgegevens en de gegevens op uw borden: wat wij verwerken, wie
          het kan zien, hoe lang wij het bewaren en wat u van ons kunt vragen.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
