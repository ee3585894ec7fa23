import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { DataTable } from "../../components/content/data-table";
import { ChangesBody, PublisherParagraph, RightsBody } from "./app-policy-common";
import { getNlLegalTitle } from "./meta-legal";

const APP = "Serenity";
const PATH = "/serenity-privacy-policy";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "who-we-are",
    title: "Wie wij zijn",
    body: (
      <>
        <PublisherParagraph app={APP} />
        <p>
          Serenity is een app voor meditatie en welzijn: begeleide meditaties, ademhalingsoefeningen,
          herinneringen en een optionele stemmingscheck en dagboek. In dit beleid leggen wij uit welke
          persoonsgegevens de app verwerkt en waarom.
        </p>
      </>
    ),
  },
  {
    id: "our-principles",
    title: "Onze uitgangspunten",
    body: (
      <ul>
        <li>Wij verzamelen alleen wat de app nodig heeft om voor u te werken.</li>
        <li>
          Uw stemmingschecks en dagboeknotities zijn van u. Wij lezen ze niet, verkopen ze niet en gebruiken
          ze niet voor advertenties.
        </li>
        <li>Serenity toont geen advertenties en bevat geen advertentietrackers.</li>
        <li>Wij delen gegevens over uw welzijn nooit met werkgevers, verzekeraars of databrokers.</li>
      </ul>
    ),
  },
  {
    id: "data-we-process",
    title: "Wat wij verwerken en waarom",
    body: (
      <DataTable
        caption="Persoonsgegevens in Serenity"
        columns={["Gegevens", "Doel", "Grondslag"]}
        rows={[
          [
            "Accountgegevens: e-mailadres, weergavenaam, hash van het wachtwoord of id bij de inlogdienst (alleen als u een account aanmaakt)",
            "Inloggen en uw voortgang op al uw apparaten bijhouden",
            "Overeenkomst",
          ],
          [
            "Oefengeschiedenis: afgespeelde sessies, duur, reeksen, favorieten",
            "Uw voortgang tonen en verdergaan waar u was gebleven",
            "Overeenkomst",
          ],
          [
            "Stemmingschecks en dagboeknotities (optioneel)",
            "U laten bijhouden hoe u zich in de loop van de tijd voelt",
            "Uw uitdrukkelijke toestemming, gegeven wanneer u de functie inschakelt",
          ],
          [
            "Instellingen voor herinneringen en een token voor pushmeldingen",
            "De herinneringen versturen waarom u heeft gevraagd",
            "Toestemming (u kunt herinneringen uitschakelen)",
          ],
          [
            "Abonnementsstatus uit de App Store of Google Play",
            "De inhoud vrijgeven waarvoor u heeft betaald",
            "Overeenkomst",
          ],
          [
            "Technische gegevens: apparaatmodel, besturingssysteem en app-versie, crashrapporten",
            "Fouten oplossen en de app werkend houden",
            "Gerechtvaardigd belang",
          ],
        ]}
      />
    ),
  },
  {
    id: "sensitive-data",
    title: "Stemmingschecks en dagboeknotities",
    body: (
      <>
        <p>
          Wat u schrijft over hoe u zich voelt, kan iets zeggen over uw gezondheid, en de AVG behandelt dat
          als een bijzondere categorie van persoonsgegevens. Daarom verwerken wij deze gegevens alleen met uw
          uitdrukkelijke toestemming, die u geeft wanneer u de stemmingschecks of het dagboek inschakelt. U
          trekt die toestemming in door ze uit te schakelen en uw notities te verwijderen.
        </p>
        <ul>
          <li>
            Notities worden op uw apparaat opgeslagen. Heeft u een account, dan worden ze ook op onze servers
            opgeslagen, zodat u ze op een ander apparaat kunt gebruiken.
          </li>
          <li>Ze zijn versleuteld tijdens het transport en in opslag op onze servers.</li>
          <li>Ze worden uitgesloten van crashrapporten en analyses.</li>
          <li>
            Medewerkers krijgen er alleen toegang toe als u ons daarom vraagt, bijvoorbeeld om een
            synchronisatieprobleem op te lossen, en alleen met uw toestemming.
          </li>
        </ul>
        <Callout title="Serenity is geen medische dienst" tone="warning">
          <p>
            De app ondersteunt ontspanning en reflectie, maar stelt geen diagnoses en behandelt niets. Zit u
            in een crisis of denkt u aan zelfdoding, neem dan contact op met uw huisarts, bel 113
            Zelfmoordpreventie op 0800-0113 (gratis, in Nederland) of bel 112 in een noodgeval.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "payments",
    title: "Betalingen",
    body: (
      <p>
        Abonnementen worden gekocht en beheerd via de App Store van Apple of Google Play. Zij verwerken uw
        betaling onder hun eigen privacybeleid. Wij ontvangen alleen of uw abonnement actief is, welk type het
        is en wanneer het wordt verlengd, nooit uw kaartgegevens.
      </p>
    ),
  },
  {
    id: "processors",
    title: "Wie uw gegevens nog meer verwerkt",
    body: (
      <>
        <p>
          Wij schakelen dienstverleners in voor hosting en opslag, het versturen van e-mail (bijvoorbeeld om
          een wachtwoord opnieuw in te stellen), pushmeldingen en crashrapportage. Elk van hen verwerkt
          gegevens alleen in onze opdracht, op basis van een verwerkersovereenkomst. De actuele lijst ontvangt
          u op verzoek.
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
            "Account, oefengeschiedenis, stemmingschecks en dagboek",
            "U ze of uw account verwijdert; binnen 30 dagen uit de back-ups gewist",
          ],
          ["Gegevens die alleen op uw apparaat staan", "U ze verwijdert of de app verwijdert"],
          ["Crashrapporten en technische gegevens", "90 dagen"],
          ["E-mail die u naar de klantenservice stuurt", "2 jaar na het einde van het gesprek"],
        ]}
      />
    ),
  },
  {
    id: "children",
    title: "Kinderen",
    body: (
      <p>
        Serenity is bedoeld voor mensen van 16 jaar en ouder. Wij verzamelen niet bewust gegevens van jongere
        kinderen. Denkt u dat een kind jonger dan 16 een account heeft aangemaakt, neem dan contact met ons
        op; wij verwijderen het account dan.
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

export default function SerenityPrivacyPolicyNl(): ReactElement {
  return (
    <Article
      path={PATH}
      title={getNlLegalTitle(PATH)}
      lang="nl"
      dateKind="updated"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Hoe de app Serenity met uw persoonsgegevens omgaat. Kort gezegd: geen advertenties, geen verkoop van
          gegevens, en uw stemmingschecks en dagboeknotities blijven privé.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
