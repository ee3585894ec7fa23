import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { NL_GUIDE_META_PART } from "./meta-guides-b";

const PATH = "/when-you-need-professional-data-cleaning";

interface Sign {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly check: string;
}

const SIGNS: readonly Sign[] = [
  {
    id: "dezelfde-klant-dubbel",
    title: "Dezelfde klant staat er meer dan eens in",
    text: "Twee accountmanagers bellen hetzelfde bedrijf, een klant krijgt elke mailing twee keer, en de omzet per klant is over meerdere records verdeeld.",
    check:
      "Sorteer uw klantenlijst op postcode en huisnummer, of op het domein van het e-mailadres, en scrol erdoor: beschrijven rijen onder elkaar dezelfde organisatie?",
  },
  {
    id: "post-komt-terug",
    title: "Post en e-mail komen terug",
    text: "Retourpost en onbestelbare e-mails (bounces) kosten geld en schaden uw reputatie als afzender, waardoor ook uw andere e-mails vaker in de spammap belanden.",
    check: "Bekijk het bouncepercentage van uw laatste campagnes en de stapel retourpost bij de receptie.",
  },
  {
    id: "rapporten-spreken-elkaar-tegen",
    title: "Rapporten uit verschillende systemen spreken elkaar tegen",
    text: "Het CRM telt 4.200 actieve klanten, het boekhoudpakket factureerde er 3.100 en de webshop telt 5.000 accounts. Elk getal kan volgens de eigen regels kloppen, maar niemand kan het verschil verklaren.",
    check: "Neem één getal dat twee systemen allebei rapporteren en probeer het op elkaar af te stemmen.",
  },
  {
    id: "eigen-schone-kopieen",
    title: "Collega's houden hun eigen opgeschoonde kopie bij",
    text: "Als collega's vóór elk rapport gegevens exporteren om ze in hun eigen spreadsheet op te schonen, wordt de echte database nooit beter en lopen de kopieën steeds verder uiteen.",
    check: "Vraag wie er een eigen 'schone' versie van de klantenlijst bijhoudt.",
  },
  {
    id: "migratie-op-komst",
    title: "Er komt een migratie of een nieuw systeem aan",
    text: "Wie vervuilde gegevens naar een nieuw CRM of ERP verhuist, neemt elk probleem mee en krijgt er nieuwe bij, omdat de validatie van het nieuwe systeem weigert wat het oude accepteerde.",
    check: "Importeer een steekproef van 1.000 records in het nieuwe systeem en tel de fouten.",
  },
  {
    id: "velden-oneigenlijk-gebruikt",
    title: "Velden worden gebruikt waarvoor ze niet bedoeld zijn",
    text: "Telefoonnummers in het faxveld, de klantstatus in de notities, btw-nummers in de adresregel: gegevens waarop u niet kunt selecteren of filteren.",
    check: "Bekijk de twintig vaakst voorkomende waarden van een vrij tekstveld.",
  },
  {
    id: "facturen-gaan-mis",
    title: "Facturen en betalingen gaan mis",
    text: "Facturen met een verkeerd adres of btw-nummer worden geweigerd of betwist, betalingen aan leveranciers gaan naar een oud IBAN, en de debiteurenbewaking maant klanten aan die al betaald hebben.",
    check: "Tel hoeveel facturen u vorig kwartaal opnieuw moest uitreiken door verkeerde klantgegevens.",
  },
  {
    id: "persoonsgegevens-stapelen-op",
    title: "Persoonsgegevens stapelen zich zonder reden op",
    text: "Contacten van een beurs van tien jaar geleden, oud-medewerkers van klanten, prospects die nooit reageerden: de AVG verplicht u persoonsgegevens niet langer te bewaren dan nodig.",
    check: "Tel de contacten zonder enige activiteit in de afgelopen twee jaar.",
  },
  {
    id: "zelf-doen-duurt-te-lang",
    title: "Zelf repareren kost weken",
    text: "Excel en de hulpmiddelen in uw CRM werken goed voor een paar duizend records. Daarboven slepen opschoonacties zich wekenlang voort op iemands agenda, en blijven de bijna-dubbelen staan.",
    check:
      "Schat de uren die vorig jaar aan het repareren van gegevens opgingen en vermenigvuldig ze met het uurtarief.",
  },
  {
    id: "niemand-vertrouwt-de-data",
    title: "Niemand vertrouwt de gegevens nog",
    text: "Het duidelijkste signaal: mensen controleren elk getal met de hand voordat ze het gebruiken, en beslissingen wachten tot iemand de lijst heeft nagelopen.",
    check:
      "Vraag het verkoopteam of ze een mailing uit het CRM zouden versturen zonder de lijst eerst te controleren.",
  },
];

const SECTIONS: readonly ArticleSection[] = [
  ...SIGNS.map(
    (sign, index): ArticleSection => ({
      id: sign.id,
      title: `${index + 1}. ${sign.title}`,
      body: (
        <>
          <p>{sign.text}</p>
          <p>
            <strong>Snelle check:</strong> {sign.check}
          </p>
        </>
      ),
    }),
  ),
  {
    id: "wat-professioneel-opschonen-oplevert",
    title: "Wat professioneel opschonen oplevert",
    body: (
      <>
        <p>
          Herkent u drie of meer van deze signalen, dan verdient een eenmalige professionele opschoning zich
          meestal terug. Het verschil met zelf doen:
        </p>
        <DataTable
          caption="Zelf doen vergeleken met een professionele opschoning"
          columns={["Aspect", "Zelf doen", "Professionele opschoning"]}
          rows={[
            ["Dubbelen", "Exacte dubbelen", "Exacte en bijna-dubbelen, met regels voor het samenvoegen"],
            ["Adressen", "Opmaak", "Ontleed, gestandaardiseerd en getoetst aan een register zoals de BAG"],
            ["Tijd", "Weken van een collega, tussen ander werk door", "Een vaste leverdatum"],
            ["Kosten", "Verstopt in salarissen", "Een vaste prijs, vooraf afgesproken"],
            ["Herleidbaarheid", "Meestal geen", "Een wijzigingslog voor elk record"],
          ]}
        />
        <p>
          Twijfelt u nog? Begin met de{" "}
          <Link to="/data-cleanup-checklist" search={{ lang: "nl" }}>
            checklist voor het opschonen van data
          </Link>{" "}
          en onze{" "}
          <Link to="/duplicate-removal-tool" search={{ lang: "nl" }}>
            ontdubbeltool
          </Link>{" "}
          om te zien hoe groot het probleem is. Voor het bijhouden daarna helpt de{" "}
          <Link to="/crm-data-hygiene-guide" search={{ lang: "nl" }}>
            gids CRM-datahygiëne
          </Link>
          .
        </p>
        <ToolCta
          lang="nl"
          to="/data-cleansing-services"
          title="Vraag een gratis steekproefanalyse aan"
          action="Bekijk onze opschoondiensten"
        >
          <p>Stuur ons een steekproef; wij vertellen wat we vinden en wat een volledige opschoning kost.</p>
        </ToolCta>
      </>
    ),
  },
];

export default function WhenYouNeedProfessionalDataCleaningNl(): ReactElement {
  return (
    <Article
      path={PATH}
      lang="nl"
      title={NL_GUIDE_META_PART[PATH]?.title}
      lastReviewed="2026-11-25"
      lead={
        <p>
          Tien signalen dat uw klant-, leveranciers- of productgegevens snelle reparaties zijn ontgroeid, elk
          met een check die u in vijf minuten doet, en wat een professionele opschoning dan oplevert.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
