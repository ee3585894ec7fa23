import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "wanneer-factureren",
    title: "Wanneer moet u een factuur sturen?",
    body: (
      <>
        <p>
          Bent u btw-ondernemer, dan stuurt u een factuur voor elke levering of dienst aan een andere
          ondernemer of aan een rechtspersoon, zoals een stichting of een overheidsinstelling. Dat geldt ook
          voor vooruitbetalingen die u daarvoor ontvangt. Aan particulieren hoeft u volgens de btw-wet meestal
          geen factuur te sturen, al doen de meeste ondernemers dat wel.
        </p>
        <p>
          De factuur moet er uiterlijk zijn op <strong>de 15e dag van de maand na</strong> de maand waarin u
          leverde of de dienst afrondde. Klus klaar op 20 maart? Dan factureert u uiterlijk op 15 april.
        </p>
        <Callout title="Geen juridisch advies">
          <p>
            Dit is een samenvatting van de regels zoals de Belastingdienst ze publiceert. Voor bijzondere
            situaties (margeregeling, onroerende zaken, fiscale vertegenwoordiging, nieuwe vervoermiddelen)
            gelden extra eisen. Staat er veel op het spel, vraag het dan na bij de Belastingdienst of uw
            belastingadviseur.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "verplichte-gegevens",
    title: "Wat er op de factuur moet (art. 35a Wet OB)",
    body: (
      <>
        <p>
          Artikel 35a van de Wet op de omzetbelasting 1968 somt op wat een volledige factuur bevat. In de
          tabel staat elke eis met een voorbeeld.
        </p>
        <DataTable
          caption="Verplichte factuurgegevens"
          columns={["Eis", "Wat u vermeldt", "Voorbeeld"]}
          rows={[
            ["Factuurdatum", "De datum waarop u de factuur uitreikt", "31-03-2026"],
            ["Factuurnummer", "Een uniek nummer uit een of meer doorlopende reeksen", "2026-0142"],
            ["Uw btw-id", "Uw btw-identificatienummer", "NL859123479B01"],
            [
              "Btw-id van de afnemer",
              "Alleen bij verlegde btw of een intracommunautaire levering",
              "DE123456789",
            ],
            [
              "Naam en adres",
              "Volledige naam en adres van u en van uw afnemer",
              "Bakkerij de Vries B.V., Oudegracht 12, 3511 AB Utrecht",
            ],
            [
              "Omschrijving",
              "Hoeveelheid en soort goederen, of aard en omvang van de diensten",
              "40 uur boekhouding, maart 2026",
            ],
            [
              "Leverdatum",
              "Datum van levering, afronding van de dienst of vooruitbetaling, als die afwijkt van de factuurdatum",
              "Geleverd op 27-03-2026",
            ],
            [
              "Bedrag exclusief btw",
              "De vergoeding per tarief of vrijstelling, de eenheidsprijs zonder btw en eventuele kortingen die niet al in de eenheidsprijs zitten",
              "40 × € 85,00 = € 3.400,00",
            ],
            ["Btw-tarief", "Het tarief per bedrag", "21%"],
            ["Btw-bedrag", "De verschuldigde btw, in euro's", "€ 714,00"],
            [
              "Reden zonder btw",
              "Bij vrijstelling, verlegging of intracommunautaire levering: de reden, bijvoorbeeld het wetsartikel of \u2018btw verlegd\u2019",
              "btw verlegd",
            ],
          ]}
        />
        <p>
          Soms komt er een verplichte tekst bij: <em>factuur uitgereikt door afnemer</em> bij zelffacturering,
          de naam van de margeregeling (bijvoorbeeld <em>bijzondere regeling – gebruikte goederen</em>) als u
          gebruikte goederen onder die regeling verkoopt, en de gegevens van uw fiscaal vertegenwoordiger als
          u er een heeft.
        </p>
        <p>
          U mag meerdere nummerreeksen gebruiken, bijvoorbeeld per vestiging of per jaar (2026-0001,
          2026-0002), zolang elk nummer uniek is en de reeks zonder onverklaarbare gaten doorloopt.
        </p>
      </>
    ),
  },
  {
    id: "btw-id-en-kvk",
    title: "Btw-id en KvK-nummer",
    body: (
      <>
        <p>
          Een Nederlands btw-identificatienummer ziet eruit als{" "}
          <strong>NL + 9 cijfers + B + 2 cijfers</strong>, bijvoorbeeld <code>NL859123479B01</code>.
          Eenmanszaken hebben sinds 2020 een apart btw-id voor hun facturen en website. Het oude
          omzetbelastingnummer bevat het burgerservicenummer (BSN) van de eigenaar en gebruikt u alleen nog in
          contact met de Belastingdienst.
        </p>
        <p>
          Het <strong>KvK-nummer</strong> heeft <strong>8 cijfers</strong>, bijvoorbeeld <code>12345678</code>
          . Elke vestiging heeft daarnaast een vestigingsnummer van 12 cijfers. Het KvK-nummer staat niet in
          artikel 35a: de plicht om het op facturen en andere zakelijke post te zetten komt uit de regels voor
          het handelsregister (Handelsregisterwet en Handelsregisterbesluit).
        </p>
        <DataTable
          caption="Nederlandse ondernemingsnummers"
          columns={["Nummer", "Opbouw", "Voorbeeld", "Uitgegeven door"]}
          rows={[
            ["Btw-id", "NL + 9 cijfers + B + 2 cijfers", "NL859123479B01", "Belastingdienst"],
            ["KvK-nummer", "8 cijfers", "12345678", "Kamer van Koophandel"],
            ["Vestigingsnummer", "12 cijfers", "000012345678", "Kamer van Koophandel"],
            [
              "IBAN (Nederlands)",
              "NL + 2 controlecijfers + 4 letters bankcode + 10 cijfers",
              "NL91ABNA0417164300",
              "Uw bank",
            ],
          ]}
        />
        <p>
          Het btw-id van een afnemer in een ander EU-land controleert u in VIES, de controledienst van de
          Europese Commissie. Bewaar de uitkomst bij de factuur: zo kunt u laten zien dat u terecht 0% of
          verlegging toepaste.
        </p>
      </>
    ),
  },
  {
    id: "btw-tarieven",
    title: "Btw-tarieven: 21%, 9% en 0%",
    body: (
      <>
        <DataTable
          caption="Nederlandse btw-tarieven"
          columns={["Tarief", "Voor", "Voorbeelden"]}
          rows={[
            [
              "21% (algemeen)",
              "Alles waarvoor geen ander tarief of vrijstelling geldt",
              "Advies, software, elektronica, meubels",
            ],
            [
              "9% (verlaagd)",
              "Goederen en diensten uit tabel I bij de Wet OB",
              "De meeste voedingsmiddelen en alcoholvrije dranken, boeken en kranten, geneesmiddelen, personenvervoer",
            ],
            [
              "0%",
              "Prestaties die de grens over gaan, uit tabel II",
              "Intracommunautaire leveringen aan btw-ondernemers, export buiten de EU",
            ],
          ]}
        />
        <p>
          Vrijgesteld is iets anders dan 0%. Medische zorg, het meeste onderwijs en financiële diensten zijn
          vrijgesteld: u rekent geen btw, maar u mag de btw op uw kosten ook niet aftrekken. Bij 0% mag dat
          wel.
        </p>
        <p>
          Tabel I verandert af en toe. Kijk dus op de site van de Belastingdienst voordat u een nieuw product
          aanbiedt.
        </p>
        <h3>Rekenvoorbeeld</h3>
        <p>Een factuur met twee tarieven toont per tarief de vergoeding en de btw:</p>
        <DataTable
          caption="Factuurtotalen met twee btw-tarieven"
          columns={["Regel", "Excl. btw", "Tarief", "Btw"]}
          rows={[
            ["Lunch voor 25 personen", "€ 500,00", "9%", "€ 45,00"],
            ["Zaalhuur", "€ 300,00", "21%", "€ 63,00"],
            ["Totaal", "€ 800,00", "", "€ 108,00"],
          ]}
        />
        <p>Het factuurtotaal is € 908,00.</p>
      </>
    ),
  },
  {
    id: "btw-verlegd",
    title: "Btw verlegd",
    body: (
      <>
        <p>
          Bij de verleggingsregeling draagt uw afnemer de btw af in plaats van u. U factureert zonder btw en
          uw afnemer geeft de btw aan in de eigen aangifte. In Nederland geldt dat onder meer voor:
        </p>
        <ul>
          <li>onderaanneming in de bouw en de scheepsbouw, en het uitlenen van personeel voor dat werk;</li>
          <li>
            de meeste diensten aan ondernemers in andere EU-landen (de afnemer betaalt btw in het eigen land);
          </li>
          <li>
            diensten van buitenlandse ondernemers zonder vestiging in Nederland aan Nederlandse ondernemers;
          </li>
          <li>
            een beperkt aantal andere goederen en handelingen, waarvan de Belastingdienst de lijst bijhoudt.
          </li>
        </ul>
        <p>Een factuur met verlegde btw vermeldt:</p>
        <ul>
          <li>de tekst “btw verlegd”;</li>
          <li>het btw-id van uw afnemer;</li>
          <li>geen btw-bedrag en geen in rekening gebracht btw-tarief.</li>
        </ul>
      </>
    ),
  },
  {
    id: "binnen-de-eu",
    title: "Leveren aan andere EU-landen",
    body: (
      <>
        <p>
          Verkoopt u <strong>goederen</strong> aan een btw-ondernemer in een ander EU-land en gaan ze
          daarheen, dan is dat een intracommunautaire levering. U rekent 0% als:
        </p>
        <ul>
          <li>
            op de factuur uw btw-id en dat van de afnemer staan, met de tekst "intracommunautaire levering";
          </li>
          <li>het btw-id van de afnemer geldig is (controleer het in VIES);</li>
          <li>
            u kunt aantonen dat de goederen Nederland verlieten (vervoersdocumenten, getekende ontvangst);
          </li>
          <li>u de levering opneemt in uw opgaaf intracommunautaire prestaties (ICP).</li>
        </ul>
        <p>
          <strong>Diensten</strong> aan een ondernemer in een ander EU-land zijn meestal belast in het land
          van de afnemer. Op de factuur staat <strong>btw verlegd</strong> met beide btw-id's, en ook deze
          dienst gaat in de ICP-opgaaf.
        </p>
        <p>
          Voor intracommunautaire leveringen van goederen mag u geen vereenvoudigde factuur gebruiken.
          Verkoopt u goederen aan particulieren in andere EU-landen, dan gelden de regels voor
          afstandsverkopen: boven € 10.000 per jaar in de hele EU rekent u de btw van het land van de klant,
          meestal via het één-loketsysteem (OSS).
        </p>
      </>
    ),
  },
  {
    id: "kor",
    title: "Kleineondernemersregeling (KOR)",
    body: (
      <>
        <p>
          De KOR is er voor ondernemers met een omzet in Nederland van maximaal{" "}
          <strong>€ 20.000 per kalenderjaar</strong>. U meldt zich aan bij de Belastingdienst. Met de KOR
          rekent u geen btw, doet u geen btw-aangifte en trekt u geen btw af op uw kosten.
        </p>
        <p>
          Met de KOR hoeft u geen facturen uit te reiken. Doet u het toch, dan staat er geen btw op. Een regel
          als "Vrijgesteld van btw op grond van de kleineondernemersregeling" legt uw klant uit waarom. Gaat
          uw omzet in een jaar over de € 20.000, dan stopt de KOR en rekent u btw vanaf de levering waarmee u
          de grens passeert.
        </p>
      </>
    ),
  },
  {
    id: "vereenvoudigde-factuur",
    title: "Vereenvoudigde factuur (tot € 100)",
    body: (
      <>
        <p>
          Is het factuurbedrag inclusief btw <strong>€ 100 of minder</strong>, of gaat het om een
          correctiefactuur, dan volstaat een vereenvoudigde factuur. Die bevat:
        </p>
        <ul>
          <li>de factuurdatum;</li>
          <li>uw naam of een andere aanduiding van u als leverancier;</li>
          <li>wat u leverde;</li>
          <li>het btw-bedrag, of de gegevens om het te berekenen (bijvoorbeeld prijs en tarief);</li>
          <li>bij een correctiefactuur: een duidelijke verwijzing naar de oorspronkelijke factuur.</li>
        </ul>
        <p>
          Voor intracommunautaire leveringen van goederen en voor afstandsverkopen mag het niet. Het bekendste
          voorbeeld is de kassabon van de supermarkt.
        </p>
      </>
    ),
  },
  {
    id: "creditfacturen",
    title: "Creditfacturen en correcties",
    body: (
      <>
        <p>
          Een uitgereikte factuur mag u niet meer aanpassen. Corrigeren doet u met een nieuw document dat de
          factuur geheel of gedeeltelijk terugdraait, meestal creditfactuur genoemd:
        </p>
        <ul>
          <li>met een eigen nummer in uw factuurreeks;</li>
          <li>met een verwijzing naar nummer en datum van de oorspronkelijke factuur;</li>
          <li>met de gecorrigeerde bedragen als negatieve bedragen, tegen hetzelfde btw-tarief;</li>
          <li>met de reden, zoals een retour of een afgesproken korting.</li>
        </ul>
        <DataTable
          caption="Eén geretourneerd artikel van factuur 2026-0142 crediteren"
          columns={["Document", "Excl. btw", "Btw 21%", "Totaal"]}
          rows={[
            ["Factuur 2026-0142", "€ 1.000,00", "€ 210,00", "€ 1.210,00"],
            ["Creditfactuur 2026-0150 (bij 2026-0142)", "−€ 200,00", "−€ 42,00", "−€ 242,00"],
            ["Per saldo", "€ 800,00", "€ 168,00", "€ 968,00"],
          ]}
        />
      </>
    ),
  },
  {
    id: "bewaarplicht",
    title: "Hoe lang u facturen bewaart",
    body: (
      <>
        <p>
          Bewaar kopieën van uw verkoopfacturen en de facturen die u ontvangt <strong>7 jaar</strong>. Voor
          facturen en gegevens over onroerende zaken (grond en gebouwen) is dat <strong>10 jaar</strong>.
          Digitaal bewaren mag, als de facturen de hele periode volledig, ongewijzigd en leesbaar blijven en u
          ze op verzoek aan de Belastingdienst kunt geven.
        </p>
        <p>
          Een scan van een ontvangen papieren factuur mag het origineel vervangen, als de scan een getrouwe en
          volledige kopie is. Bewaar e-facturen in het oorspronkelijke XML-bestand: de XML is de factuur, niet
          de afdruk.
        </p>
      </>
    ),
  },
  {
    id: "factureren-met-factuurkit",
    title: "Factureren en controleren met Factuurkit",
    body: (
      <>
        <p>
          Onze <Link to="/invoice-generator">factuurgenerator</Link> vraagt alle gegevens hierboven uit,
          controleert uw btw-id en KvK-nummer, rekent de btw per tarief uit en maakt zowel een pdf als een
          Peppol/NLCIUS-e-factuur. Voor ontvangen facturen leest onze{" "}
          <Link to="/invoice-ocr">factuur-OCR</Link> de gegevens uit en signaleert welke verplichte gegevens
          ontbreken. Meer over gestructureerde facturen leest u in de{" "}
          <Link to="/invoice_processor/e-facturatie-gids-nl">e-facturatiegids</Link>. Deze pagina bestaat ook{" "}
          <Link to="/invoice_processor/invoice-rules-nl">in het Engels</Link>.
        </p>
        <ToolCta
          to="/invoice-generator"
          title="Maak een factuur die aan deze regels voldoet"
          action="Naar de generator"
        >
          <p>Als u inlogt, onthouden we uw bedrijfsgegevens. De volgende factuur is dan zo klaar.</p>
        </ToolCta>
      </>
    ),
  },
];

export default function FactuurRegelsNl(): ReactElement {
  return (
    <Article
      path="/invoice_processor/factuur-regels-nl"
      lang="nl"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Wat er op een Nederlandse factuur moet staan, wanneer u de btw weglaat en hoe lang u facturen
          bewaart. Voor ondernemers en boekhouders die factureren aan klanten in Nederland en de EU, met een
          voorbeeld bij elke regel.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
