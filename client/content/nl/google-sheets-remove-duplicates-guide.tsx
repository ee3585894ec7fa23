import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { CodeBlock } from "../../components/content/code-block";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { getNlGuideTitle } from "./meta-guides-a";

const PATH = "/google-sheets-remove-duplicates-guide";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "ingebouwde-opschoning",
    title: "Methode 1: Duplicaten verwijderen in het menu Gegevens",
    body: (
      <>
        <p>
          Google Spreadsheets heeft een ingebouwde opdracht die dubbele rijen ter plekke verwijdert. De
          menunamen staan hieronder in het Nederlands, met de Engelse naam erachter voor wie Google in het
          Engels gebruikt.
        </p>
        <ol>
          <li>
            Maak een kopie van het blad (klik met rechts op het tabblad › Dupliceren). Met de
            versiegeschiedenis krijgt u verwijderde rijen ook terug, maar met een kopie vergelijkt u sneller.
          </li>
          <li>Selecteer het bereik, inclusief de kopregel.</li>
          <li>
            Kies <strong>Gegevens › Gegevensopschoning › Duplicaten verwijderen</strong> (Data › Data cleanup
            › Remove duplicates).
          </li>
          <li>
            Geef aan dat de gegevens een kopregel hebben en vink alleen de kolommen aan die bepalen wat dubbel
            is, bijvoorbeeld alleen <em>E-mail</em>.
          </li>
          <li>
            Klik op <strong>Duplicaten verwijderen</strong>. Spreadsheets meldt hoeveel rijen het verwijderde
            en hoeveel er over zijn.
          </li>
        </ol>
        <p>
          De eerste rij van elke groep blijft staan. Sorteer het bereik eerst als u bijvoorbeeld het nieuwste
          record wilt houden.
        </p>
        <Callout title="Eerst witruimte bijsnijden" tone="tip">
          <p>
            "info@bakkerijdevries.nl" en "info@bakkerijdevries.nl " (met een spatie aan het eind) zijn
            verschillende waarden. Kies eerst{" "}
            <strong>Gegevens › Gegevensopschoning › Witruimte bijsnijden</strong> (Trim whitespace) voor het
            bereik, en kijk ook naar de opschoonsuggesties in hetzelfde menu (Cleanup suggestions): die wijzen
            op inconsistente waarden en dubbele rijen in het blad.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "functie-unique",
    title: "Methode 2: UNIQUE voor een schone kopie",
    body: (
      <>
        <p>
          De formules in deze gids gebruiken de Engelse functienamen en de puntkomma als scheidingsteken
          tussen argumenten. Die puntkomma hoort bij de landinstelling Nederland (Bestand › Instellingen),
          waarin de komma het decimaalteken is. Staat uw spreadsheet op Verenigde Staten of Verenigd
          Koninkrijk, gebruik dan komma's. Toont uw spreadsheet Nederlandse functienamen, typ dan de
          Nederlandse naam; de argumenten blijven hetzelfde.
        </p>
        <p>UNIQUE geeft de verschillende rijen van een bereik en laat de bron met rust:</p>
        <DataTable
          caption="UNIQUE in Google Spreadsheets"
          columns={["Formule", "Resultaat"]}
          rows={[
            [
              <code key="f">{"=UNIQUE(A2:C)"}</code>,
              "Elke verschillende rij van kolom A tot en met C, in de volgorde van eerste voorkomen",
            ],
            [<code key="f">{"=UNIQUE(B2:B)"}</code>, "Elke verschillende waarde uit kolom B"],
            [
              <code key="f">{"=UNIQUE(B2:B;FALSE;TRUE)"}</code>,
              "Alleen de waarden die precies één keer voorkomen",
            ],
            [<code key="f">{"=COUNTA(UNIQUE(B2:B))"}</code>, "Hoeveel verschillende waarden er zijn"],
          ]}
        />
        <p>
          Open bereiken zoals <code>A2:C</code> nemen nieuwe rijen vanzelf mee. Daardoor is UNIQUE een goede
          keus voor een blad dat door een formulier wordt gevuld. De uitkomst werkt live bij; kopieer hem en
          kies <strong>Bewerken › Speciaal plakken › Alleen waarden</strong> als u een vaste lijst nodig hebt.
        </p>
      </>
    ),
  },
  {
    id: "een-rij-per-sleutel",
    title: "Methode 3: één rij per sleutel met SORTN",
    body: (
      <>
        <p>
          UNIQUE vergelijkt hele rijen. Wilt u één rij per e-mailadres en daarbij alle kolommen houden, dan
          doet SORTN dat in één formule. Met het adres in kolom B:
        </p>
        <CodeBlock caption="Eén rij per verschillende waarde in kolom B" code={"=SORTN(A2:D;9^9;2;2;TRUE)"} />
        <p>
          De argumenten: geef maximaal 9^9 rijen terug (dus alle), gelijkspelmodus 2 (toon van elke groep
          gelijke waarden in de sorteerkolom alleen de eerste rij), sorteer op kolom 2 van het bereik,
          oplopend. Wilt u per adres het nieuwste record houden, sorteer de bron dan eerst aflopend op datum,
          of nest de formules: <code>{"=SORTN(SORT(A2:D;4;FALSE);9^9;2;2;TRUE)"}</code> met de datum in kolom
          D.
        </p>
      </>
    ),
  },
  {
    id: "markeren-met-countif",
    title: "Methode 4: dubbele rijen markeren voordat u verwijdert",
    body: (
      <>
        <p>
          Wilt u dubbele rijen eerst bekijken in plaats van ze meteen te verwijderen, nummer dan elk voorkomen
          in een hulpkolom:
        </p>
        <CodeBlock caption="In E2, doorgevoerd naar beneden" code={"=COUNTIF($B$2:B2;B2)"} />
        <p>
          Het eerste exemplaar krijgt 1, latere 2, 3 enzovoort. Maak een filter (
          <strong>Gegevens › Een filter maken</strong>
          ), toon alleen waarden groter dan 1, controleer ze en verwijder die rijen. Voor meerdere kolommen
          gebruikt u COUNTIFS: <code>{"=COUNTIFS($A$2:A2;A2;$C$2:C2;C2)"}</code>.
        </p>
        <p>Of met één matrixformule in E2 die de hele kolom vult:</p>
        <CodeBlock code={'=ARRAYFORMULA(IF(B2:B="";"";COUNTIFS(B2:B;B2:B;ROW(B2:B);"<="&ROW(B2:B))))'} />
      </>
    ),
  },
  {
    id: "dubbele-waarden-kleuren",
    title: "Methode 5: dubbele waarden kleuren",
    body: (
      <>
        <p>
          Selecteer de kolom (bijvoorbeeld B2:B), kies <strong>Opmaak › Voorwaardelijke opmaak</strong>, zet{" "}
          <em>Cellen opmaken als</em> op <strong>Aangepaste formule is</strong> en vul in:
        </p>
        <CodeBlock code={"=COUNTIF($B$2:$B;$B2)>1"} />
        <p>
          Elke waarde die meer dan eens voorkomt krijgt een kleur. Wilt u alleen het tweede en latere
          exemplaar kleuren, gebruik dan <code>{"=COUNTIF($B$2:$B2;$B2)>1"}</code>. Om hele rijen te kleuren
          selecteert u A2:D en houdt u de kolomverwijzing <code>$B</code> vast.
        </p>
      </>
    ),
  },
  {
    id: "normaliseren",
    title: "Eerst normaliseren, dan vergelijken",
    body: (
      <>
        <p>
          Dubbele rijen verstoppen zich achter hoofdletters, spaties en leestekens. Maak een
          vergelijkingssleutel in een hulpkolom en pas de methoden hierboven toe op die sleutel in plaats van
          op de ruwe waarde:
        </p>
        <CodeBlock
          caption="Sleutel voor e-mailadressen en bedrijfsnamen"
          code={'=ARRAYFORMULA(IF(B2:B="";"";LOWER(TRIM(SUBSTITUTE(B2:B;CHAR(160);" ")))))'}
        />
        <p>
          SUBSTITUTE maakt van vaste spaties gewone spaties, TRIM haalt spaties aan de uiteinden weg en voegt
          reeksen spaties samen, en LOWER maakt hoofdletters onbelangrijk. Wilt u een rechtsvorm aan het eind
          van een bedrijfsnaam weghalen, zet dan REGEXREPLACE om de sleutel; die functie kent Google
          Spreadsheets standaard:{" "}
          <code>{'=TRIM(REGEXREPLACE(E2;"(b\\.?v\\.?|n\\.?v\\.?|v\\.?o\\.?f\\.?)$";""))'}</code>. Dat haalt
          "b.v.", "bv", "n.v." en "vof" aan het eind weg.
        </p>
      </>
    ),
  },
  {
    id: "methoden-vergeleken",
    title: "Welke methode gebruikt u?",
    body: (
      <DataTable
        caption="De methoden in Google Spreadsheets vergeleken"
        columns={["Methode", "Wijzigt de gegevens", "Houdt alle kolommen", "Het best voor"]}
        rows={[
          ["Duplicaten verwijderen", "Ja", "Ja", "Een eenmalige opschoning van een kopie"],
          ["UNIQUE", "Nee", "Alleen bij dubbele hele rijen", "Een live lijst met verschillende waarden"],
          ["SORTN", "Nee", "Ja, één rij per sleutel", "De eerste of nieuwste rij per sleutel houden"],
          ["Hulpkolom met COUNTIF", "Nee", "Ja", "Eerst bekijken, dan verwijderen"],
          ["Voorwaardelijke opmaak", "Nee", "Ja", "Dubbele waarden in één oogopslag zien"],
        ]}
      />
    ),
  },
  {
    id: "grenzen",
    title: "Grenzen van Google Spreadsheets",
    body: (
      <>
        <p>
          Een spreadsheet bevat hoogstens 10 miljoen cellen over al zijn bladen samen, en formules zoals
          COUNTIF over open bereiken worden al lang daarvoor traag. Geen van de methoden hierboven vindt
          bijna-dubbele rijen zoals "Jansen Installatietechniek" en "Jansen Installatie Techniek".
        </p>
        <p>
          Werkt u ook in Excel, dan behandelt de{" "}
          <Link to="/excel-remove-duplicates-guide" search={{ lang: "nl" }}>
            gids over dubbele waarden verwijderen in Excel
          </Link>{" "}
          hetzelfde daar, met de Nederlandse functienamen van Excel. De{" "}
          <Link to="/crm-data-hygiene-guide">gids over CRM-datahygiëne</Link> legt uit hoe u voorkomt dat
          dubbele records terugkomen.
        </p>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Vind ook de bijna-dubbele rijen"
          action="Open de ontdubbeltool"
        >
          <p>
            Download uw blad als CSV of Excel en laat onze tool exacte en fuzzy overeenkomsten groeperen om te
            beoordelen, in uw browser, voor maximaal een miljoen rijen.
          </p>
        </ToolCta>
      </>
    ),
  },
];

export default function GoogleSheetsRemoveDuplicatesGuideNl(): ReactElement {
  return (
    <Article
      path={PATH}
      title={getNlGuideTitle(PATH)}
      lang="nl"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Vijf manieren om dubbele rijen in Google Spreadsheets te vinden en te verwijderen, van de opschoning
          met één klik tot formules die een live ontdubbelde lijst bijhouden, plus de normalisatie die de
          dubbele rijen vangt die de ingebouwde hulpmiddelen missen.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
