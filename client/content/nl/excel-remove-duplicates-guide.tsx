import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { CodeBlock } from "../../components/content/code-block";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { getNlGuideTitle } from "./meta-guides-a";

const PATH = "/excel-remove-duplicates-guide";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "wat-is-een-dubbele-rij",
    title: "Wat telt als dubbel?",
    body: (
      <>
        <p>
          Bepaal eerst wat "hetzelfde" voor uw lijst betekent, voordat u iets verwijdert. Twee rijen kunnen in
          elke cel gelijk zijn (een <strong>exacte dubbele</strong>), gelijk zijn in de kolommen die ertoe
          doen, zoals het e-mailadres (een <strong>dubbele sleutel</strong>), of duidelijk dezelfde klant
          zijn, alleen anders geschreven (een <strong>bijna-dubbele</strong>). De ingebouwde hulpmiddelen van
          Excel vinden alleen de eerste twee soorten.
        </p>
        <DataTable
          caption="Een kleine klantenlijst met drie soorten dubbele rijen"
          columns={["Rij", "Bedrijf", "E-mail", "Plaats", "Soort"]}
          rows={[
            ["2", "Bakkerij de Vries", "info@bakkerijdevries.nl", "Utrecht", "Origineel"],
            ["3", "Bakkerij de Vries", "info@bakkerijdevries.nl", "Utrecht", "Exacte dubbele van rij 2"],
            [
              "4",
              "Bakkerij De Vries B.V.",
              "info@bakkerijdevries.nl",
              "Utrecht",
              "Dubbele sleutel (zelfde e-mail)",
            ],
            [
              "5",
              "Bakkerij de Vries ",
              "INFO@bakkerijdevries.nl",
              "utrecht",
              "Bijna-dubbele (spatie, hoofdletters)",
            ],
          ]}
        />
        <p>
          Rij 5 is de valkuil: een spatie aan het eind en andere hoofdletters. Excel maakt bij het vergelijken
          van tekst geen onderscheid tussen hoofd- en kleine letters, dus de hoofdletters zijn het probleem
          niet. De spatie wel: "Bakkerij de Vries " is voor Excel een andere waarde. Werk zulke verschillen
          eerst weg (zie <a href="#eerst-normaliseren">eerst normaliseren, dan vergelijken</a>) en verwijder
          daarna pas de dubbele rijen.
        </p>
      </>
    ),
  },
  {
    id: "duplicaten-verwijderen",
    title: "Methode 1: de knop Duplicaten verwijderen",
    body: (
      <>
        <p>De snelste manier om exacte dubbele rijen of dubbele sleutels uit een tabel te halen:</p>
        <ol>
          <li>Sla een kopie van de werkmap op. De opdracht verwijdert rijen ter plekke.</li>
          <li>Klik in een willekeurige cel van uw gegevens.</li>
          <li>
            Kies op het tabblad <strong>Gegevens</strong>, in de groep{" "}
            <strong>Hulpmiddelen voor gegevens</strong>, de knop <strong>Duplicaten verwijderen</strong>.
          </li>
          <li>
            Laat <strong>Mijn gegevens bevatten kopteksten</strong> aangevinkt als de eerste rij kolomnamen
            bevat.
          </li>
          <li>
            Vink alleen de kolommen aan die bepalen wat dubbel is. Voor de lijst hierboven vinkt u alleen{" "}
            <em>E-mail</em> aan, zodat rij 2, 3 en 4 als één klant tellen.
          </li>
          <li>
            Klik op OK. Excel meldt hoeveel dubbele waarden zijn verwijderd en hoeveel unieke waarden er
            overblijven.
          </li>
        </ol>
        <p>
          Excel bewaart de <strong>eerste</strong> rij van elke groep en verwijdert de rest. De volgorde van
          uw rijen bepaalt dus welke versie blijft staan. Sorteer eerst als u bijvoorbeeld de laatst
          bijgewerkte klantkaart wilt houden (zie <a href="#welke-rij-bewaren">kies welke rij u bewaart</a>).
        </p>
        <Callout title="Weergegeven waarden, niet opgeslagen waarden" tone="warning">
          <p>
            Duplicaten verwijderen vergelijkt wat de cellen laten zien. Dezelfde datum als 08-03-2026 in de
            ene cel en als 8 maart 2026 in de andere telt als twee verschillende waarden, en 12,5 naast 12,50
            ook, als de getalnotatie verschilt. Geef de hele kolom één notatie voordat u de opdracht uitvoert.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "markeren-met-aantal-als",
    title: "Methode 2: dubbele rijen markeren met AANTAL.ALS",
    body: (
      <>
        <p>
          Wilt u dubbele rijen eerst bekijken in plaats van ze blind te verwijderen, voeg dan een hulpkolom
          toe die telt hoe vaak een waarde tot dan toe is voorgekomen. Staan de e-mailadressen in kolom B
          vanaf rij 2, zet dan deze formule in de eerste lege kolom en vul hem naar beneden door. Met
          Nederlandse landinstellingen scheidt Excel de argumenten met een puntkomma:
        </p>
        <CodeBlock caption="Formule in D2, doorgevoerd naar beneden" code={"=AANTAL.ALS($B$2:$B2;B2)"} />
        <p>
          Het bereik groeit per rij mee, omdat alleen het begin vastligt. Het eerste exemplaar krijgt 1, het
          tweede 2, enzovoort. Filter de hulpkolom op waarden groter dan 1 en u ziet elke latere kopie: dat
          zijn de rijen die weg kunnen. Wilt u op meerdere kolommen tegelijk vergelijken, gebruik dan
          AANTALLEN.ALS (in Engelstalige Excel COUNTIFS):
        </p>
        <CodeBlock
          caption="Dubbel op bedrijfsnaam én plaats"
          code={"=AANTALLEN.ALS($A$2:$A2;A2;$C$2:$C2;C2)"}
        />
        <p>Twee eigenaardigheden van AANTAL.ALS om rekening mee te houden:</p>
        <ul>
          <li>
            De functie leest <code>*</code> en <code>?</code> als jokertekens, dus een waarde als{" "}
            <code>A*</code> telt ook <code>AB</code> en <code>A-12</code> mee. Zet er een tilde voor (
            <code>~*</code>) of vergelijk exact met <code>{"=SOMPRODUCT(--GELIJK($B$2:$B2;B2))"}</code>.
            GELIJK let bovendien wél op hoofdletters.
          </li>
          <li>
            Bij een criterium van meer dan 255 tekens geeft de functie #WAARDE!. Dat speelt bij lange
            notitievelden.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "functie-uniek",
    title: "Methode 3: de functie UNIEK",
    body: (
      <>
        <p>
          In Excel voor Microsoft 365 en in Excel 2021 en nieuwer geeft UNIEK (Engels: UNIQUE) een ontdubbelde
          kopie van een bereik en laat het origineel met rust. Het resultaat loopt over in de cellen eronder
          en ernaast.
        </p>
        <DataTable
          caption="Varianten van UNIEK"
          columns={["Formule", "Resultaat"]}
          rows={[
            [
              <code key="f">{"=UNIEK(A2:C500)"}</code>,
              "Elke verschillende rij van kolom A tot en met C, in de volgorde van eerste voorkomen",
            ],
            [<code key="f">{"=UNIEK(B2:B500)"}</code>, "Elk verschillend e-mailadres"],
            [
              <code key="f">{"=UNIEK(B2:B500;ONWAAR;WAAR)"}</code>,
              "Alleen de e-mailadressen die precies één keer voorkomen",
            ],
            [
              <code key="f">{"=SORTEREN(UNIEK(B2:B500))"}</code>,
              "De verschillende adressen, gesorteerd van A tot Z",
            ],
            [<code key="f">{"=RIJEN(UNIEK(B2:B500))"}</code>, "Hoeveel verschillende adressen er zijn"],
          ]}
        />
        <p>
          Omdat UNIEK een formule is, past de uitkomst zich aan zodra de bron verandert. Hebt u een vaste
          lijst nodig, kopieer dan het overgelopen bereik en plak het als waarden.
        </p>
      </>
    ),
  },
  {
    id: "markeren-met-opmaak",
    title: "Methode 4: dubbele waarden kleuren met voorwaardelijke opmaak",
    body: (
      <>
        <p>
          Wilt u dubbele waarden zien zonder iets te veranderen, selecteer dan de kolom en kies{" "}
          <strong>Start › Voorwaardelijke opmaak › Markeringsregels voor cellen › Dubbele waarden</strong>.
          Elke waarde die meer dan eens voorkomt krijgt een kleur, ook het eerste exemplaar.
        </p>
        <p>
          Die ingebouwde regel kijkt naar één cel tegelijk. Wilt u hele rijen kleuren die op meerdere kolommen
          terugkomen, selecteer dan de gegevens (bijvoorbeeld A2:D500) en maak een nieuwe regel met{" "}
          <strong>Een formule gebruiken om te bepalen welke cellen worden opgemaakt</strong>:
        </p>
        <CodeBlock
          caption="Regelformule: kleur een rij als bedrijf én e-mail allebei terugkomen"
          code={"=AANTALLEN.ALS($A$2:$A$500;$A2;$B$2:$B$500;$B2)>1"}
        />
        <p>
          Voorwaardelijke opmaak op grote bereiken maakt een werkmap traag. Verwijder de regel als u klaar
          bent.
        </p>
      </>
    ),
  },
  {
    id: "eerst-normaliseren",
    title: "Eerst normaliseren, dan vergelijken",
    body: (
      <>
        <p>
          De meeste gemiste dubbele rijen verschillen alleen onzichtbaar: spaties aan het begin of eind,
          dubbele spaties, vaste spaties uit een webpagina (teken 160) of regeleinden uit een CRM-export. Maak
          een hulpsleutel die dat gladstrijkt en verwijder de dubbele rijen op die sleutel:
        </p>
        <CodeBlock
          caption="Een genormaliseerde vergelijkingssleutel in E2"
          code={'=KLEINE.LETTERS(SPATIES.WISSEN(WISSEN.CONTROL(SUBSTITUEREN(B2;TEKEN(160);" "))))'}
        />
        <p>
          SUBSTITUEREN maakt van vaste spaties gewone spaties, WISSEN.CONTROL haalt regeleinden en andere
          stuurtekens weg, SPATIES.WISSEN verwijdert spaties aan beide kanten en brengt reeksen spaties terug
          tot één, en KLEINE.LETTERS maakt de sleutel ongevoelig voor hoofdletters. In Engelstalige Excel
          heten ze SUBSTITUTE, CLEAN, TRIM en LOWER. Onze{" "}
          <Link to="/excel-text-functions-guide" search={{ lang: "nl" }}>
            gids over tekstfuncties in Excel
          </Link>{" "}
          legt ze met meer voorbeelden uit.
        </p>
        <p>
          Haal bij bedrijfsnamen ook de rechtsvorm, zoals "B.V." of "BV", uit de sleutel, zodat "Bakkerij De
          Vries B.V." en "Bakkerij de Vries" overeenkomen:
        </p>
        <CodeBlock
          caption="Bedrijfssleutel zonder B.V."
          code={'=SPATIES.WISSEN(SUBSTITUEREN(SUBSTITUEREN(KLEINE.LETTERS(A2);"b.v.";"");" bv";""))'}
        />
      </>
    ),
  },
  {
    id: "welke-rij-bewaren",
    title: "Kies welke rij u bewaart",
    body: (
      <>
        <p>
          Duplicaten verwijderen en UNIEK houden allebei het eerste exemplaar. Zet de rij die u wilt houden
          dus bovenaan door te sorteren voordat u ontdubbelt:
        </p>
        <ul>
          <li>
            <strong>Het nieuwste record wint:</strong> sorteer op een kolom "laatst gewijzigd", van nieuw naar
            oud.
          </li>
          <li>
            <strong>Het meest volledige record wint:</strong> tel de gevulde cellen in een hulpkolom met{" "}
            <code>{"=AANTALARG(A2:H2)"}</code> en sorteer daarop van groot naar klein.
          </li>
          <li>
            <strong>De klant met omzet wint:</strong> sorteer op omzet, hoogste eerst.
          </li>
        </ul>
        <p>
          Staat in elke dubbele rij een stukje informatie dat u wilt houden, zoals een telefoonnummer in de
          ene rij en een btw-id in de andere, dan is verwijderen de verkeerde handeling: voeg de rijen veld
          voor veld samen. Juist dan loont een controlestap in plaats van één klik.
        </p>
      </>
    ),
  },
  {
    id: "methoden-vergeleken",
    title: "Welke methode gebruikt u?",
    body: (
      <DataTable
        caption="De vier methoden in Excel vergeleken"
        columns={[
          "Methode",
          "Wijzigt de gegevens",
          "Meerdere kolommen",
          "Hoofdlettergevoelig",
          "Het best voor",
        ]}
        rows={[
          [
            "Duplicaten verwijderen",
            "Ja, verwijdert rijen",
            "Ja",
            "Nee",
            "Een snelle eenmalige opschoning van een kopie",
          ],
          [
            "Hulpkolom met AANTAL.ALS / AANTALLEN.ALS",
            "Nee",
            "Ja (AANTALLEN.ALS)",
            "Nee (GELIJK wel)",
            "Eerst bekijken, dan verwijderen",
          ],
          ["UNIEK", "Nee, schrijft een nieuw bereik", "Ja", "Nee", "Een levende ontdubbelde weergave"],
          [
            "Voorwaardelijke opmaak",
            "Nee",
            "Met een formuleregel",
            "Nee",
            "Dubbele waarden in één oogopslag zien",
          ],
        ]}
      />
    ),
  },
  {
    id: "als-excel-tekortschiet",
    title: "Als Excel tekortschiet",
    body: (
      <>
        <p>De hulpmiddelen van Excel houden in drie situaties op:</p>
        <ul>
          <li>
            <strong>Omvang.</strong> Een werkblad heeft hoogstens 1.048.576 rijen, en hulpkolommen met
            AANTAL.ALS op een paar honderdduizend rijen maken het herberekenen pijnlijk traag.
          </li>
          <li>
            <strong>Bijna-dubbele rijen.</strong> "Jansen Installatietechniek" en "Jansen Installatie
            Techniek" zijn hetzelfde bedrijf, maar geen ingebouwde functie ziet dat. Voor fuzzy matching is
            een maat voor gelijkenis nodig.
          </li>
          <li>
            <strong>Herhaalbaarheid.</strong> Moet dezelfde export elke maand opnieuw worden opgeschoond, leg
            de stappen dan één keer vast in{" "}
            <Link to="/power-query-remove-duplicates-guide" search={{ lang: "nl" }}>
              Power Query
            </Link>{" "}
            in plaats van ze telkens met de hand te herhalen.
          </li>
        </ul>
        <p>
          De hele route van rommelige export tot betrouwbare tabel staat in het{" "}
          <Link to="/excel-data-cleaning-guide" search={{ lang: "nl" }}>
            stappenplan voor gegevens opschonen in Excel
          </Link>
          .
        </p>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Vind exacte en bijna-dubbele rijen in uw browser"
          action="Open de ontdubbeltool"
        >
          <p>
            Onze ontdubbeltool leest CSV- en Excel-bestanden tot een miljoen rijen, groepeert exacte en fuzzy
            overeenkomsten zodat u ze kunt beoordelen, en uploadt het bestand nooit.
          </p>
        </ToolCta>
      </>
    ),
  },
];

export default function ExcelRemoveDuplicatesGuideNl(): ReactElement {
  return (
    <Article
      path={PATH}
      title={getNlGuideTitle(PATH)}
      lang="nl"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Dubbele rijen blazen uw klantenaantal op, sturen dezelfde mailing twee keer en tellen omzet dubbel.
          Deze gids laat vier manieren zien om ze in Excel te vinden en te verwijderen, hoe u de dubbele rijen
          vangt die alleen in een spatie verschillen, en hoe u de juiste rij bewaart.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
