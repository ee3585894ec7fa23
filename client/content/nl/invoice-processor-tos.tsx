import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../lib/brand";
import { CONTACT_LOCATION_NL } from "./contact-location";
import { getNlLegalTitle } from "./meta-legal";

const MAILTO = `mailto:${SUPPORT_EMAIL}`;
const PATH = "/invoice_processor/tos";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "about-these-terms",
    title: "Over deze voorwaarden",
    body: (
      <p>
        Deze voorwaarden gelden voor elk gebruik van de website en de tools van {PRODUCT_NAME}: de
        factuurverwerker en factuur-OCR, de factuurgenerator, de bankafschriftconverter, de tool voor het
        verwijderen van dubbele rijen en de andere datatools, of u nu een account heeft of niet. Door de tools
        te gebruiken, aanvaardt u deze voorwaarden. Werk voor het opschonen van gegevens dat ons team voor u
        uitvoert, valt onder de offerte en de overeenkomst die wij voor dat project maken.
      </p>
    ),
  },
  {
    id: "your-account",
    title: "Uw account",
    body: (
      <ul>
        <li>U logt in met Google of met een e-mailadres en wachtwoord. Houd uw wachtwoord voor uzelf.</li>
        <li>
          De gegevens die u ons verstrekt, waaronder uw bedrijfsgegevens, moeten juist zijn en u moet ze mogen
          gebruiken.
        </li>
        <li>
          U bent verantwoordelijk voor wat er onder uw account gebeurt. Laat het ons weten via{" "}
          <a href={MAILTO}>{SUPPORT_EMAIL}</a> als u vermoedt dat iemand anders toegang heeft.
        </li>
        <li>U kunt uw account op elk moment verwijderen in de instellingen van het dashboard.</li>
      </ul>
    ),
  },
  {
    id: "acceptable-use",
    title: "Toegestaan gebruik",
    body: (
      <>
        <p>Het is niet toegestaan om:</p>
        <ul>
          <li>de tools te gebruiken voor documenten of gegevens die u niet mag verwerken;</li>
          <li>
            valse of misleidende facturen op te stellen, of de tools te gebruiken voor fraude of om belasting
            te ontduiken;
          </li>
          <li>
            te proberen toegang te krijgen tot gegevens van andere gebruikers, onze systemen af te tasten of
            te overbelasten, of begrenzingen van het aantal verzoeken te omzeilen;
          </li>
          <li>malware te uploaden of bestanden die bedoeld zijn om de tools te verstoren;</li>
          <li>de tools of de toegang daartoe door te verkopen zonder onze schriftelijke toestemming.</li>
        </ul>
        <p>
          Wij kunnen een account dat deze regels overtreedt opschorten, en vertellen u waarom, tenzij de wet
          dat verbiedt.
        </p>
      </>
    ),
  },
  {
    id: "your-content",
    title: "Uw documenten en gegevens",
    body: (
      <>
        <p>
          Alles wat u uploadt of maakt, blijft van u. U geeft ons alleen de toestemming die wij nodig hebben
          om het op te slaan, te verwerken en aan u te tonen, zodat wij de tools kunnen leveren. Wij verkopen
          het niet en gebruiken het nergens anders voor.
        </p>
        <p>
          Bevatten uw documenten persoonsgegevens van anderen, dan bent u de verwerkingsverantwoordelijke en
          zijn wij uw verwerker. Voor die verwerking:
        </p>
        <ul>
          <li>
            verwerken wij de gegevens alleen om de tools te leveren, volgens de instructies die u via de tools
            geeft;
          </li>
          <li>zorgen wij dat onze medewerkers met toegang tot geheimhouding zijn verplicht;</li>
          <li>beveiligen wij de gegevens met passende technische en organisatorische maatregelen;</li>
          <li>
            schakelen wij alleen de subverwerkers in die in ons{" "}
            <Link to="/invoice_processor/privacy" search={{ lang: "nl" }}>
              Privacybeleid
            </Link>{" "}
            worden genoemd, en informeren wij u voordat wij er een toevoegen;
          </li>
          <li>
            helpen wij u verzoeken van betrokkenen te beantwoorden en melden wij u een datalek zonder
            onredelijke vertraging;
          </li>
          <li>verwijderen wij de gegevens wanneer u ze of uw account verwijdert.</li>
        </ul>
      </>
    ),
  },
  {
    id: "results-and-responsibility",
    title: "Resultaten controleert u zelf",
    body: (
      <>
        <p>
          Onze tools lezen facturen, zetten afschriften om en schonen gegevens automatisch op, en ze
          controleren hun eigen werk waar dat kan: totalen tegen de btw, saldi tegen de boekingen.
          Automatische verwerking kan toch fouten maken, vooral bij slechte scans of ongebruikelijke opmaak.
        </p>
        <ul>
          <li>Controleer uitgelezen velden voordat u een factuur boekt of betaalt.</li>
          <li>
            Controleer gemaakte facturen voordat u ze verstuurt. U blijft verantwoordelijk voor de inhoud
            ervan en voor uw belastingaangiften; onze{" "}
            <Link to="/invoice_processor/factuur-regels-nl" search={{ lang: "nl" }}>
              factuurregels
            </Link>{" "}
            en gidsen zijn informatie, geen belastingadvies.
          </li>
          <li>Bewaar zelf kopieën van documenten die u verplicht moet bewaren.</li>
        </ul>
      </>
    ),
  },
  {
    id: "availability-and-changes",
    title: "Beschikbaarheid en wijzigingen",
    body: (
      <p>
        Wij streven ernaar de tools altijd beschikbaar te houden, maar kunnen geen ononderbroken
        dienstverlening garanderen. Wij kunnen de tools verbeteren en wijzigen. Als wij een functie schrappen
        waarvoor u betaalt, of deze voorwaarden wijzigen op een manier die voor u van belang is, laten wij dat
        accounthouders ten minste 30 dagen van tevoren per e-mail weten; gaat u niet akkoord, dan kunt u
        stoppen en krijgt u bij een betaald abonnement het ongebruikte deel terugbetaald.
      </p>
    ),
  },
  {
    id: "fees",
    title: "Kosten",
    body: (
      <p>
        Gratis tools zijn gratis en vrijblijvend. Bij betaalde abonnementen ziet u de prijs en wat daarbij
        inbegrepen is voordat u koopt, en bevestigen wij die na de aankoop. Prijzen voor bedrijven worden
        exclusief btw getoond, tenzij anders vermeld. Betalingen worden afgehandeld door onze
        betaaldienstverlener; wij ontvangen nooit uw kaartgegevens.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Aansprakelijkheid",
    body: (
      <p>
        Voor zover de wet dat toestaat, is onze totale aansprakelijkheid voor schade door het gebruik van de
        tools beperkt tot het bedrag dat u ons in de 12 maanden vóór de gebeurtenis heeft betaald, of € 100
        als u alleen gratis tools heeft gebruikt. Wij zijn niet aansprakelijk voor indirecte schade, zoals
        gederfde winst of boetes als gevolg van onjuiste facturen of aangiften die u niet heeft gecontroleerd.
        Deze beperkingen gelden niet voor schade die is veroorzaakt door onze opzet of bewuste roekeloosheid.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Beëindiging van de overeenkomst",
    body: (
      <p>
        U kunt op elk moment stoppen met het gebruik van de tools en uw account verwijderen. Wij kunnen uw
        toegang beëindigen bij een ernstige of herhaalde overtreding van deze voorwaarden, of met een
        opzegtermijn van 30 dagen als wij stoppen met het aanbieden van een tool. Voordat wij de toegang om
        een andere reden dan een overtreding beëindigen, krijgt u de gelegenheid uw documenten te downloaden.
      </p>
    ),
  },
  {
    id: "law-and-contact",
    title: "Toepasselijk recht en contact",
    body: (
      <p>
        Op deze voorwaarden is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde
        rechter in Amsterdam, tenzij dwingend recht u het recht geeft op een andere rechter. Vragen over deze
        voorwaarden: <a href={MAILTO}>{SUPPORT_EMAIL}</a>, {PRODUCT_NAME}, {CONTACT_LOCATION_NL}.
      </p>
    ),
  },
];

export default function InvoiceProcessorTosNl(): ReactElement {
  return (
    <Article
      path={PATH}
      title={getNlLegalTitle(PATH)}
      lang="nl"
      dateKind="updated"
      lastReviewed="2026-11-22"
      lead={
        <p>
          De regels voor het gebruik van {PRODUCT_NAME}: wat u van ons mag verwachten, wat wij van u
          verwachten en wie waarvoor verantwoordelijk is. Geschreven om gelezen te worden, niet alleen om te
          accepteren.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
