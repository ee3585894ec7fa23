import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { DataTable } from "../../components/content/data-table";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../lib/brand";
import { CONTACT_LOCATION_NL } from "./contact-location";
import { getNlLegalTitle } from "./meta-legal";

const MAILTO = `mailto:${SUPPORT_EMAIL}`;
const PATH = "/invoice_processor/privacy";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "who-we-are",
    title: "Wie wij zijn en onze rol",
    body: (
      <>
        <p>
          {PRODUCT_NAME} ('wij') biedt factuur- en datatools aan vanuit {CONTACT_LOCATION_NL}. In dit beleid
          leggen wij uit welke persoonsgegevens wij verwerken wanneer u factuurkit.nl gebruikt, waarom, waar
          ze worden opgeslagen en hoe lang.
        </p>
        <ul>
          <li>
            Voor uw <strong>account</strong>, uw gebruik van de website en berichten die u ons stuurt, zijn
            wij de <strong>verwerkingsverantwoordelijke</strong> in de zin van de Algemene verordening
            gegevensbescherming (AVG).
          </li>
          <li>
            Facturen, bankafschriften en spreadsheets die u met onze tools verwerkt, kunnen persoonsgegevens
            van anderen bevatten, zoals de naam van een eenmanszaak op een factuur. Voor die inhoud bent{" "}
            <strong>u</strong> de verwerkingsverantwoordelijke en treden wij op als uw{" "}
            <strong>verwerker</strong>: wij verwerken die gegevens alleen om de tools aan u te leveren. De
            verwerkingsvoorwaarden in onze{" "}
            <Link to="/invoice_processor/tos" search={{ lang: "nl" }}>
              Gebruiksvoorwaarden
            </Link>{" "}
            vormen de verwerkersovereenkomst tussen ons.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "processed-in-your-browser",
    title: "Wat in uw browser blijft",
    body: (
      <>
        <p>
          Waar dat kan, worden bestanden op uw eigen apparaat verwerkt en nooit naar ons verstuurd. Dat geldt
          voor de bankafschriftconverter, de tool voor het verwijderen van dubbele rijen en de tools voor het
          opschonen van gegevens, en voor het live voorbeeld in de factuurgenerator. Factuur-OCR herkent de
          tekst van scans en foto's in uw browser; alleen die tekst wordt naar onze server gestuurd, die er de
          factuurvelden uit haalt.
        </p>
        <p>
          Een bestand wordt alleen geüpload als u daarom vraagt: wanneer u een afschrift of een factuur in uw
          account bewaart, een pdf-factuur uploadt naar de factuurverwerker (tekst-pdf's worden op onze server
          gelezen) of facturen naar uw e-mailadres voor inkomende facturen stuurt.
        </p>
      </>
    ),
  },
  {
    id: "data-we-store",
    title: "Wat wij opslaan, waar en waarom",
    body: (
      <>
        <p>
          Onze applicatie draait op Cloudflare. Wij gebruiken drie van de opslagdiensten daarvan:{" "}
          <strong>D1</strong>, een SQL-database; <strong>KV</strong>, een key-valueopslag voor kortlevende
          gegevens; en <strong>R2</strong>, objectopslag voor bestanden.
        </p>
        <DataTable
          caption="Persoonsgegevens die wij opslaan"
          columns={["Gegevens", "Doel", "Grondslag", "Opgeslagen in"]}
          rows={[
            [
              "Account: e-mailadres, naam, adres van de profielfoto, Google-account-id als u met Google inlogt, hash van het wachtwoord als u een wachtwoord gebruikt",
              "U laten inloggen en uw account beheren",
              "Overeenkomst",
              "D1",
            ],
            [
              "Bedrijfsgegevens: bedrijfsnaam, adres, KvK-nummer, btw-nummer, IBAN, contactgegevens",
              "Uw facturen invullen",
              "Overeenkomst",
              "D1",
            ],
            [
              "Factuurgegevens: facturen die u met de generator opstelt en factuurvelden uit documenten die u uploadt; bewaarde bankafschriften en hun transacties",
              "Uw geschiedenis, dashboards en exports tonen",
              "Overeenkomst",
              "D1",
            ],
            [
              "Bestanden: pdf's, afbeeldingen en e-mails die u uploadt of naar uw adres voor inkomende facturen stuurt, en bestanden die wij voor u maken (factuur-pdf's, UBL-bestanden, exports)",
              "Uw documenten opslaan en leveren",
              "Overeenkomst",
              "R2",
            ],
            [
              "Sessies: een willekeurig sessie-id, een hash van het sessiegeheim, uw gebruikers-id en de tijdstippen van aanmaak en verloop",
              "U veilig ingelogd houden",
              "Overeenkomst",
              "KV (en een cookie in uw browser)",
            ],
            [
              "Tellers voor het begrenzen van verzoeken, gekoppeld aan een IP-adres of e-mailadres",
              "Accounts beschermen tegen het raden van wachtwoorden en tegen misbruik",
              "Gerechtvaardigd belang (beveiliging)",
              "KV",
            ],
            [
              "Tokens voor e-mailverificatie en het opnieuw instellen van het wachtwoord, opgeslagen als hash",
              "Uw adres verifiëren en uw wachtwoord opnieuw instellen",
              "Overeenkomst",
              "D1",
            ],
            [
              "Feedback over de kwaliteit van het uitlezen: uw beoordeling, ontbrekende functies die u noemt en technische sessiegegevens",
              "De tools verbeteren",
              "Gerechtvaardigd belang",
              "D1",
            ],
            [
              "Offerteaanvragen voor het opschonen van gegevens: naam, bedrijf, e-mail, telefoon, soort gegevens, aantal records, bericht",
              "Uw aanvraag beantwoorden en een offerte opstellen",
              "Maatregelen op uw verzoek voorafgaand aan een overeenkomst",
              "D1, en per e-mail naar onze supportmailbox gestuurd",
            ],
          ]}
        />
        <p>
          Cloudflare verwerkt daarnaast technische gegevens zoals IP-adressen en request-headers om de website
          te leveren en tegen aanvallen te beschermen. De namen van bestanden die u uploadt, gebruiken wij
          niet als opslagsleutel; elk opgeslagen object krijgt een willekeurige sleutel onder uw
          gebruikers-id.
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
            "Account, bedrijfsgegevens, factuurgegevens, afschriften en bestanden",
            "U ze verwijdert, of uw account verwijdert",
          ],
          ["Sessies", "U uitlogt of de sessie verloopt; verlopen sessies worden automatisch verwijderd"],
          ["Tellers voor het begrenzen van verzoeken", "Het einde van de telperiode, hooguit 24 uur"],
          ["Verificatie- en hersteltokens", "Ze zijn gebruikt of verlopen"],
          ["Feedback", "Zolang deze ons helpt de tools te verbeteren, hooguit 3 jaar"],
          ["Offerteaanvragen", "24 maanden na ons laatste contact, tenzij ze tot een overeenkomst leiden"],
        ]}
      />
    ),
  },
  {
    id: "deleting-your-account",
    title: "Uw account verwijderen",
    body: (
      <p>
        U kunt uw account verwijderen in de instellingen van het dashboard. Wij verwijderen dan uw
        bedrijfsgegevens, factuurgegevens, afschriften, sessies en bestanden. Back-ups die onze
        hostingprovider voor noodherstel bewaart, worden binnen 30 dagen overschreven; daarna zijn de gegevens
        ook daaruit verdwenen. Voor facturen die u voor de belasting moet bewaren (in Nederland 7 jaar) bent u
        zelf verantwoordelijk: download ze voordat u uw account verwijdert.
      </p>
    ),
  },
  {
    id: "processors",
    title: "Verwerkers en doorgifte",
    body: (
      <>
        <p>Wij schakelen deze dienstverleners in, elk gebonden aan een verwerkersovereenkomst:</p>
        <DataTable
          caption="Onze verwerkers"
          columns={["Dienstverlener", "Waarvoor", "Betrokken gegevens"]}
          rows={[
            [
              "Cloudflare, Inc.",
              "Hosting, de opslag in D1, KV en R2, de afhandeling van e-mail en bescherming tegen aanvallen",
              "Alle hierboven genoemde gegevens",
            ],
            [
              "Google (inloggen met Google)",
              "Inloggen met uw Google-account, alleen als u daarvoor kiest",
              "Uw naam, e-mailadres en profielfoto",
            ],
            [
              "Onze dienstverlener voor het verzenden van e-mail",
              "Het versturen van e-mails voor verificatie, het opnieuw instellen van het wachtwoord en meldingen",
              "Uw e-mailadres en het bericht",
            ],
          ]}
        />
        <p>
          Cloudflare en Google kunnen gegevens buiten de Europese Economische Ruimte verwerken. Voor die
          doorgifte baseren wij ons op het EU-VS-gegevensprivacykader (EU-US Data Privacy Framework) of op de
          modelcontractbepalingen (standard contractual clauses) van de Europese Commissie. Wij verkopen geen
          persoonsgegevens en gebruiken uw documenten niet om AI-modellen te trainen.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies en lokale opslag",
    body: (
      <ul>
        <li>
          <strong>Sessiecookie:</strong> strikt noodzakelijk om u ingelogd te houden; wordt alleen geplaatst
          wanneer u inlogt.
        </li>
        <li>
          <strong>Lokale opslag:</strong> uw gekozen thema en, tijdens het inloggen, de pagina waarnaar u
          terugkeert. Deze gegevens blijven in uw browser.
        </li>
        <li>
          <strong>Analyse:</strong> standaard geen. Als wij statistieken inschakelen, kan een meting zonder
          cookies worden gebruikt; analytische cookies (die tot 3 jaar kunnen blijven bestaan) worden pas
          geplaatst nadat u ze in de cookiebanner heeft geaccepteerd, en u kunt die keuze op elk moment
          wijzigen.
        </li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "Beveiliging",
    body: (
      <p>
        Al het verkeer is versleuteld met HTTPS. Wachtwoorden worden alleen als gezouten, trage hash
        opgeslagen; sessiegeheimen en hersteltokens alleen als hash. Bij elk verzoek om een document wordt
        gecontroleerd wie de eigenaar is, zodat een gebruiker nooit de gegevens van een andere gebruiker kan
        lezen. Geüploade bestanden worden op hun inhoud gecontroleerd, niet op hun naam, voordat wij ze
        verwerken.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Uw rechten",
    body: (
      <>
        <p>Op grond van de AVG heeft u het recht om:</p>
        <ul>
          <li>de persoonsgegevens in te zien die wij over u hebben, en daarvan een kopie te ontvangen;</li>
          <li>onjuiste gegevens te laten corrigeren;</li>
          <li>uw gegevens te laten verwijderen;</li>
          <li>
            de verwerking die op ons gerechtvaardigd belang is gebaseerd te laten beperken of daartegen
            bezwaar te maken;
          </li>
          <li>
            de gegevens die u ons heeft verstrekt in een machineleesbaar formaat te ontvangen
            (dataportabiliteit);
          </li>
          <li>een gegeven toestemming, zoals voor analytische cookies, op elk moment in te trekken.</li>
        </ul>
        <p>
          Het meeste hiervan kunt u zelf regelen in uw profiel en dashboard. Voor al het andere stuurt u een
          e-mail naar <a href={MAILTO}>{SUPPORT_EMAIL}</a>. Wij antwoorden binnen een maand. Bent u niet
          tevreden met ons antwoord, dan kunt u een klacht indienen bij de Autoriteit Persoonsgegevens.
        </p>
        <Callout title="Gegevens over u in de documenten van een ander">
          <p>
            Staan uw gegevens in facturen die een van onze gebruikers verwerkt, dan is die gebruiker de
            verwerkingsverantwoordelijke. Neem eerst contact op met die gebruiker; wij helpen hem of haar bij
            het beantwoorden van uw verzoek.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "contact",
    title: "Wijzigingen en contact",
    body: (
      <p>
        Wij passen dit beleid aan wanneer onze verwerking verandert en tonen bovenaan de datum van de laatste
        versie. Wezenlijke wijzigingen kondigen wij per e-mail aan bij accounthouders. Vragen:{" "}
        <a href={MAILTO}>{SUPPORT_EMAIL}</a>, {PRODUCT_NAME}, {CONTACT_LOCATION_NL}.
      </p>
    ),
  },
];

export default function InvoiceProcessorPrivacyNl(): ReactElement {
  return (
    <Article
      path={PATH}
      title={getNlLegalTitle(PATH)}
      lang="nl"
      dateKind="updated"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Kort gezegd: wij bewaren alleen wat de tools nodig hebben, verwerken bestanden waar mogelijk in uw
          browser, verkopen nooit gegevens en verwijderen alles wanneer u uw account verwijdert.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
