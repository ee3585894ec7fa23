import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { CodeBlock } from "../../components/content/code-block";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { getNlGuideTitle } from "./meta-guides-a";

const PATH = "/excel-data-cleaning-guide";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "het-voorbeeld",
    title: "Het voorbeeld: een rommelige klantenexport",
    body: (
      <>
        <p>
          Elke stap in deze gids werkt op dezelfde vijf rijen, geëxporteerd uit een oud ordersysteem en
          geopend in Excel. Elke rij heeft minstens één probleem dat u zult herkennen.
        </p>
        <DataTable
          caption="Voor het opschonen"
          columns={["Klant", "KvK", "Land", "Postcode", "Klant sinds", "Omzet"]}
          rows={[
            ["  BAKKERIJ DE VRIES B.V.", "1234567", "Nederland", "3511ab", "31-03-2019", "1.250,00"],
            ["Jansen Installatietechniek", "87654321", "NL", "1234 AB", "2020-11-02", "980"],
            ["jansen installatietechniek ", "87654321", "Netherlands", "1234AB", "02/11/2020", "n.v.t."],
            ["Café 't Hoekje", "", "Holland", "9711 ln", "15-6-21", "-"],
            ["Drukkerij Noord", "05551234", "NL", "", "", "2.100,50"],
          ]}
        />
        <p>
          De problemen: losse spaties en hoofdletters, een KvK-nummer dat zijn voorloopnul kwijt is, vier
          schrijfwijzen van één land, postcodes in drie stijlen, datums in vier notaties, bedragen als tekst,
          opvulwaarden zoals "n.v.t." voor ontbrekende gegevens, en een klant die twee keer voorkomt.
        </p>
        <p>
          De formules in deze gids gebruiken de Nederlandse functienamen en de puntkomma als scheidingsteken,
          zoals in Excel met Nederlandse taal- en landinstellingen. Werkt u in Engelstalige Excel, dan staan
          de Engelse namen in de{" "}
          <Link to="/excel-text-functions-guide" search={{ lang: "nl" }}>
            gids over tekstfuncties
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: "voorbereiding",
    title: "Stap 1: voordat u begint",
    body: (
      <ol>
        <li>
          <strong>Bewaar het origineel.</strong> Kopieer de export naar een werkblad met de naam <em>ruw</em>{" "}
          en bewerk dat nooit. Schoon een kopie op, zodat u altijd kunt vergelijken of opnieuw kunt beginnen.
        </li>
        <li>
          <strong>Maak van de gegevens een tabel</strong> (selecteer ze en druk op Ctrl+T, of kies Invoegen ›
          Tabel). Formules in een tabel vullen zichzelf naar beneden aan en verwijzingen lezen als kolomnamen.
        </li>
        <li>
          <strong>Breng elke kolom in kaart.</strong> Tel waar u mee te maken hebt voordat u iets repareert:
          <ul>
            <li>
              lege cellen: <code>{"=AANTAL.LEGE.CELLEN(B2:B5000)"}</code>
            </li>
            <li>
              verschillende waarden: <code>{"=RIJEN(UNIEK(C2:C5000))"}</code> (Microsoft 365 en Excel 2021)
            </li>
            <li>
              tekst waar getallen horen: <code>{"=SOMPRODUCT(--ISTEKST(F2:F5000))"}</code>
            </li>
          </ul>
        </li>
      </ol>
    ),
  },
  {
    id: "spaties-en-hoofdletters",
    title: "Stap 2: spaties, onzichtbare tekens en hoofdletters",
    body: (
      <>
        <p>
          Schoon de tekstkolommen op met één hulpformule per kolom en plak de uitkomst daarna als waarden
          terug:
        </p>
        <CodeBlock
          caption="Klantnaam"
          code={'=BEGINLETTERS(SPATIES.WISSEN(WISSEN.CONTROL(SUBSTITUEREN(A2;TEKEN(160);" "))))'}
        />
        <p>
          BEGINLETTERS maakt van "BAKKERIJ DE VRIES B.V." netjes "Bakkerij De Vries B.V.". Tussenvoegsels
          zoals "de" en "van" horen na een voornaam of voorletters met een kleine letter; zet ze daarna recht
          met SUBSTITUEREN. Elke functie uit deze formule wordt met voorbeelden uitgelegd in de{" "}
          <Link to="/excel-text-functions-guide" search={{ lang: "nl" }}>
            gids over tekstfuncties in Excel
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: "een-schrijfwijze",
    title: "Stap 3: één schrijfwijze per waarde",
    body: (
      <>
        <p>
          Landen, rechtsvormen, plaatsen en productgroepen komen in allerlei schrijfwijzen binnen. Verbeter ze
          niet één voor één met Zoeken en vervangen, maar maak een kleine vertaaltabel op een apart werkblad
          en zoek elke waarde daarin op.
        </p>
        <DataTable
          caption="Vertaaltabel (werkblad Vertaling, kolom A en B)"
          columns={["Gevonden in de gegevens", "Standaardwaarde"]}
          rows={[
            ["Nederland", "NL"],
            ["Netherlands", "NL"],
            ["Holland", "NL"],
            ["NL", "NL"],
            ["Belgie", "BE"],
            ["België", "BE"],
          ]}
        />
        <CodeBlock
          caption="Gestandaardiseerd land, onbekende waarden gemarkeerd"
          code={'=X.ZOEKEN(SPATIES.WISSEN(C2);Vertaling!A:A;Vertaling!B:B;"CONTROLEER: "&C2)'}
        />
        <p>
          X.ZOEKEN let niet op hoofdletters, dus "nederland" wordt ook gevonden. Filter op "CONTROLEER:" om de
          waarden te vinden die de tabel nog niet kent, voeg ze toe, en de formule pakt ze vanzelf op. In
          versies zonder X.ZOEKEN gebruikt u{" "}
          <code>{'=ALS.FOUT(VERT.ZOEKEN(SPATIES.WISSEN(C2);Vertaling!A:B;2;ONWAAR);"CONTROLEER: "&C2)'}</code>
          .
        </p>
      </>
    ),
  },
  {
    id: "getallen-en-codes",
    title: "Stap 4: getallen als tekst, en codes die tekst moeten blijven",
    body: (
      <>
        <p>Twee tegengestelde problemen die op elkaar lijken:</p>
        <ul>
          <li>
            <strong>Bedragen die als tekst zijn opgeslagen</strong> telt SOM niet mee. Zet ze om met{" "}
            <code>{'=NUMERIEKE.WAARDE(F2;",";".")'}</code>: u geeft zelf het decimaalteken en het
            scheidingsteken voor duizendtallen op, dus de uitkomst hangt niet af van de landinstellingen van
            uw computer. Komt de export uit een Engelstalig systeem (1,250.00), draai ze dan om:{" "}
            <code>{'=NUMERIEKE.WAARDE(F2;".";",")'}</code>.
          </li>
          <li>
            <strong>Codes die als getal zijn opgeslagen</strong> verliezen hun voorloopnullen. Een KvK-nummer
            heeft altijd 8 cijfers, dus 1234567 was 01234567. Herstel het als tekst met{" "}
            <code>{'=TEKST(B2;"00000000")'}</code> en geef de kolom de notatie Tekst voordat u plakt of
            importeert, zodat het niet opnieuw gebeurt. Hetzelfde geldt voor telefoonnummers en IBAN's.
          </li>
        </ul>
        <Callout title="Open CSV-bestanden via het importvenster, niet met een dubbelklik" tone="tip">
          <p>
            Bij een dubbelklik raadt Excel het type van elke kolom. Dan verdwijnen voorloopnullen en worden
            codes als 1-2 een datum. Met Nederlandse landinstellingen verwacht Excel bovendien een puntkomma
            als scheidingsteken, zodat een bestand met komma's in één kolom belandt. Kies{" "}
            <strong>Gegevens › Van tekst/CSV</strong>, controleer het scheidingsteken en zet codekolommen op
            Tekst.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "datums",
    title: "Stap 5: datums in één notatie",
    body: (
      <>
        <p>
          Datums uit andere systemen komen vaak binnen als tekst, en hoe Excel tekst als datum leest hangt af
          van de landinstellingen. Met Nederlandse instellingen is 02/11/2020 2 november, maar een Amerikaans
          systeem bedoelt er 11 februari mee. Controleer met <code>{"=ISGETAL(E2)"}</code>: een echte datum is
          een getal. Bouw de datum voor tekst in de vorm dag-maand-jaar met streepjes zelf op:
        </p>
        <CodeBlock
          caption="31-03-2019 als echte datum (Microsoft 365)"
          code={'=LET(delen;TEKST.SPLITSEN(E2;"-");DATUM(INDEX(delen;3);INDEX(delen;2);INDEX(delen;1)))'}
        />
        <p>
          Voor een hele kolom in één keer kiest u <strong>Gegevens › Tekst naar kolommen</strong>, dan{" "}
          <em>Gescheiden</em>, gaat u door naar stap 3, zet u de gegevensnotatie van de kolom op{" "}
          <em>Datum: DMJ</em> en klikt u op Voltooien. Jaartallen van twee cijfers ("15-6-21") leest Excel als
          2000 tot en met 2029 voor 00 tot en met 29, en als de jaren 1900 voor 30 tot en met 99. Controleer
          oude records achteraf.
        </p>
        <p>
          Gemengde notaties in één kolom, zoals in ons voorbeeld, vragen per notatie een besluit. Sorteer de
          kolom, behandel elk patroon apart, en exporteer met <code>{'=TEKST(E2;"jjjj-mm-dd")'}</code>, zodat
          het volgende systeem de volgorde niet verkeerd kan lezen. Let op: Nederlandstalige Excel gebruikt in
          notatiecodes <code>jjjj</code> voor het jaar, niet <code>yyyy</code>.
        </p>
      </>
    ),
  },
  {
    id: "lege-cellen-en-opvulwaarden",
    title: "Stap 6: lege cellen en opvulwaarden",
    body: (
      <>
        <p>
          "n.v.t.", "-", "0", "onbekend" en "volgt" betekenen allemaal "ontbreekt", maar tellen als waarde.
          Vervang ze door echte lege cellen met Zoeken en vervangen, met onder <em>Opties</em> de instelling
          die alleen de volledige celinhoud vergelijkt. Dan vertellen AANTAL.LEGE.CELLEN en filters de
          waarheid.
        </p>
        <p>
          Rapporten uit boekhoudsoftware zetten een groepswaarde vaak alleen op de eerste rij. Zo vult u de
          lege cellen eronder: selecteer de kolom, druk op F5, kies <strong>Speciaal › Lege waarden</strong>,
          typ <code>=</code>, druk op de pijl omhoog en daarna op Ctrl+Enter. Plak de kolom daarna als
          waarden.
        </p>
      </>
    ),
  },
  {
    id: "valideren",
    title: "Stap 7: controleer wat overblijft",
    body: (
      <>
        <p>Voeg controlekolommen toe die WAAR geven voor geldige waarden, en filter op ONWAAR:</p>
        <DataTable
          caption="Controleformules"
          columns={["Veld", "Formule", "Controleert"]}
          rows={[
            ["KvK-nummer", <code key="f">{"=EN(LENGTE(B2)=8;ISGETAL(--B2))"}</code>, "Precies 8 cijfers"],
            [
              "Postcode",
              <code key="f">
                {'=EN(LENGTE(D2)=7;ISGETAL(--LINKS(D2;4));DEEL(D2;5;1)=" ";LINKS(D2;1)<>"0")'}
              </code>,
              "Vier cijfers die niet met 0 beginnen, een spatie, twee tekens",
            ],
            [
              "E-mailadres",
              <code key="f">
                {'=EN(ISGETAL(VIND.ALLES("@";G2));ISGETAL(VIND.ALLES(".";G2;VIND.ALLES("@";G2))))'}
              </code>,
              "Een @ met verderop een punt",
            ],
            ["Omzet", <code key="f">{"=ISGETAL(F2)"}</code>, "Een echt getal"],
          ]}
        />
        <p>
          Voorkom nieuwe fouten bij de bron door dezelfde regels in te stellen onder{" "}
          <strong>Gegevens › Gegevensvalidatie › Aangepast</strong> op het invoerblad.
        </p>
      </>
    ),
  },
  {
    id: "dubbele-rijen",
    title: "Stap 8: verwijder dubbele rijen als laatste",
    body: (
      <>
        <p>
          Pas na stap 2 tot en met 7 zijn "Jansen Installatietechniek" en "jansen installatietechniek "
          gelijk. Verwijder de dubbele rijen op een betrouwbare sleutel, hier het KvK-nummer, en sorteer eerst
          zodat de rij die u wilt houden bovenaan staat. De{" "}
          <Link to="/excel-remove-duplicates-guide" search={{ lang: "nl" }}>
            gids over dubbele waarden verwijderen in Excel
          </Link>{" "}
          vergelijkt de vier methoden.
        </p>
        <DataTable
          caption="Na het opschonen"
          columns={["Klant", "KvK", "Land", "Postcode", "Klant sinds", "Omzet"]}
          rows={[
            ["Bakkerij de Vries B.V.", "01234567", "NL", "3511 AB", "2019-03-31", "1.250,00"],
            ["Jansen Installatietechniek", "87654321", "NL", "1234 AB", "2020-11-02", "980,00"],
            ["Café 't Hoekje", "", "NL", "9711 LN", "2021-06-15", ""],
            ["Drukkerij Noord", "05551234", "NL", "", "", "2.100,50"],
          ]}
        />
      </>
    ),
  },
  {
    id: "herhaalbaar-maken",
    title: "Maak het herhaalbaar",
    body: (
      <>
        <p>
          Komt dezelfde export elke maand binnen, leg deze stappen dan één keer vast in{" "}
          <Link to="/power-query-remove-duplicates-guide" search={{ lang: "nl" }}>
            Power Query
          </Link>{" "}
          en vernieuw in plaats van alles te herhalen. Loop vóór een import of migratie de{" "}
          <Link to="/data-cleanup-checklist" search={{ lang: "nl" }}>
            checklist voor het opschonen van gegevens
          </Link>{" "}
          na.
        </p>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Groot bestand? Schoon het op in uw browser"
          action="Open de ontdubbeltool"
        >
          <p>
            Normaliseer waarden, vind exacte en bijna-dubbele rijen en beoordeel ze, voor bestanden tot een
            miljoen rijen.
          </p>
        </ToolCta>
      </>
    ),
  },
];

export default function ExcelDataCleaningGuideNl(): ReactElement {
  return (
    <Article
      path={PATH}
      title={getNlGuideTitle(PATH)}
      lang="nl"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Een stappenplan om van een rommelige export een tabel te maken waarop u kunt vertrouwen: spaties,
          hoofdletters, schrijfwijzen, getallen als tekst, kapotte datums, opvulwaarden, controles en dubbele
          rijen, uitgewerkt op één voorbeeld.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
