import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { CodeBlock } from "../../components/content/code-block";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { getNlGuideTitle } from "./meta-guides-a";

const PATH = "/excel-text-functions-guide";

function F({ children }: { children: string }): ReactElement {
  return <code>{children}</code>;
}

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "overzicht",
    title: "De functies op een rij",
    body: (
      <>
        <p>
          Met tekstfuncties schoont u gegevens op zonder het origineel aan te raken: u schrijft een formule in
          een hulpkolom, controleert de uitkomst en plakt die daarna als waarden over de bron. Deze tabel zet
          de functies uit deze gids op een rij, met hun Nederlandse naam en de Engelse naam die u in
          Engelstalige Excel en in de meeste handleidingen tegenkomt. Het scheidingsteken tussen argumenten
          volgt de landinstellingen van uw computer: met Nederlandse instellingen is dat een puntkomma (
          <F>;</F>), met Engelse of Amerikaanse instellingen een komma.
        </p>
        <DataTable
          caption="Tekstfuncties in Excel voor het opschonen van gegevens"
          columns={["Functie", "Engelse naam", "Wat ze doet", "Beschikbaar in"]}
          rows={[
            [
              "SPATIES.WISSEN",
              "TRIM",
              "Haalt spaties aan begin en eind weg en maakt van reeksen spaties één spatie",
              "Alle versies",
            ],
            [
              "WISSEN.CONTROL",
              "CLEAN",
              "Haalt niet-afdrukbare tekens weg, zoals regeleinden",
              "Alle versies",
            ],
            [
              "BEGINLETTERS",
              "PROPER",
              "Zet de eerste letter van elk woord in een hoofdletter",
              "Alle versies",
            ],
            [
              "HOOFDLETTERS / KLEINE.LETTERS",
              "UPPER / LOWER",
              "Zet alles in hoofdletters of kleine letters",
              "Alle versies",
            ],
            [
              "SUBSTITUEREN",
              "SUBSTITUTE",
              "Vervangt een bepaald stuk tekst door iets anders",
              "Alle versies",
            ],
            [
              "LINKS / RECHTS / DEEL",
              "LEFT / RIGHT / MID",
              "Neemt tekens van het begin, het eind of uit het midden",
              "Alle versies",
            ],
            [
              "VIND.ALLES / VIND.SPEC",
              "FIND / SEARCH",
              "Positie van een stuk tekst; VIND.ALLES let op hoofdletters, VIND.SPEC niet",
              "Alle versies",
            ],
            ["LENGTE", "LEN", "Het aantal tekens", "Alle versies"],
            [
              "TEKST.SAMENVOEGEN",
              "CONCATENATE",
              "Plakt teksten aan elkaar, net als de operator &",
              "Alle versies",
            ],
            [
              "NUMERIEKE.WAARDE",
              "NUMBERVALUE",
              "Maakt van tekst zoals 1,234.56 of 1.234,56 een getal",
              "Excel 2013 en nieuwer",
            ],
            [
              "TEKST.COMBINEREN",
              "TEXTJOIN",
              "Voegt waarden samen met een scheidingsteken en kan lege cellen overslaan",
              "Excel 2019 en nieuwer",
            ],
            ["TEKST.SPLITSEN", "TEXTSPLIT", "Splitst tekst over kolommen en rijen", "Microsoft 365"],
            [
              "TEKST.VOOR / TEKST.NA",
              "TEXTBEFORE / TEXTAFTER",
              "Tekst vóór of na een scheidingsteken",
              "Microsoft 365",
            ],
          ]}
        />
      </>
    ),
  },
  {
    id: "spaties-wissen",
    title: "SPATIES.WISSEN: losse spaties",
    body: (
      <>
        <p>
          SPATIES.WISSEN verwijdert de spaties aan het begin en eind van een tekst en maakt van elke reeks
          spaties daarbinnen één spatie. Het is het eerste wat u loslaat op namen, e-mailadressen en codes uit
          andere systemen.
        </p>
        <DataTable
          caption="Voorbeelden van SPATIES.WISSEN (· is een spatie)"
          columns={["Cel A2", "Formule", "Resultaat"]}
          rows={[
            ["··Jan···de·Vries·", <F key="f">{"=SPATIES.WISSEN(A2)"}</F>, "Jan de Vries"],
            ["NL859123479B01·", <F key="f">{"=SPATIES.WISSEN(A2)"}</F>, "NL859123479B01"],
          ]}
        />
        <Callout title="SPATIES.WISSEN laat vaste spaties staan" tone="warning">
          <p>
            Tekst die u van een webpagina kopieert, bevat vaak vaste spaties (teken 160). SPATIES.WISSEN haalt
            alleen de gewone spatie (teken 32) weg, dus zet die eerst om:
          </p>
          <CodeBlock code={'=SPATIES.WISSEN(SUBSTITUEREN(A2;TEKEN(160);" "))'} />
        </Callout>
      </>
    ),
  },
  {
    id: "wissen-control",
    title: "WISSEN.CONTROL: regeleinden en stuurtekens",
    body: (
      <>
        <p>
          WISSEN.CONTROL verwijdert de niet-afdrukbare tekens met code 0 tot en met 31, waaronder de
          regelopvoer (10) en de regelterugloop (13) die ontstaan als een adres in een CRM over meerdere
          regels is getypt. De functie haalt ze gewoon weg, waardoor de woorden aan weerszijden tegen elkaar
          aan komen te staan:
        </p>
        <DataTable
          caption="Regeleinden in een adrescel"
          columns={["Formule", "Resultaat"]}
          rows={[
            [<F key="f">{"=WISSEN.CONTROL(A2)"}</F>, "Oudegracht 12Utrecht"],
            [<F key="f">{'=WISSEN.CONTROL(SUBSTITUEREN(A2;TEKEN(10);", "))'}</F>, "Oudegracht 12, Utrecht"],
          ]}
        />
        <p>
          Vervang het regeleinde dus eerst door een scheidingsteken en laat WISSEN.CONTROL daarna opruimen wat
          er over is, zoals de regelterugloop van een Windows-regeleinde. WISSEN.CONTROL laat teken 160 en een
          paar andere Unicode-stuurtekens staan; combineer de functie daarvoor met SUBSTITUEREN.
        </p>
      </>
    ),
  },
  {
    id: "beginletters-hoofdletters",
    title: "BEGINLETTERS, HOOFDLETTERS en KLEINE.LETTERS",
    body: (
      <>
        <p>
          BEGINLETTERS zet de eerste letter van elk woord in een hoofdletter en de rest in kleine letters. Dat
          klopt voor de meeste namen, maar niet voor Nederlandse tussenvoegsels: na een voornaam of
          voorletters schrijft u "de" en "van" met een kleine letter. Ook de IJ kent Excel niet als één
          letter.
        </p>
        <DataTable
          caption="BEGINLETTERS op Nederlandse namen"
          columns={["Cel A2", "Formule", "Resultaat"]}
          rows={[
            ["JAN DE VRIES", <F key="f">{"=BEGINLETTERS(A2)"}</F>, "Jan De Vries"],
            [
              "JAN DE VRIES",
              <F key="f">{'=SUBSTITUEREN(SUBSTITUEREN(BEGINLETTERS(A2);" De ";" de ");" Van ";" van ")'}</F>,
              "Jan de Vries",
            ],
            ["IJMUIDEN", <F key="f">{"=BEGINLETTERS(A2)"}</F>, "Ijmuiden"],
            ["IJMUIDEN", <F key="f">{'=SUBSTITUEREN(BEGINLETTERS(A2);"Ij";"IJ")'}</F>, "IJmuiden"],
            ["'S-HERTOGENBOSCH", <F key="f">{"=BEGINLETTERS(A2)"}</F>, "'S-Hertogenbosch"],
            ["2E VERDIEPING", <F key="f">{"=BEGINLETTERS(A2)"}</F>, "2E Verdieping"],
          ]}
        />
        <p>
          BEGINLETTERS zet elke letter na een teken dat geen letter is in een hoofdletter, vandaar "2E" en
          "'S". Gebruik de functie dus alleen op kolommen met namen, nooit op codes of adressen met cijfers.
          Staat de achternaam zonder voornaam voorop, zoals in "De Vries, Jan", dan krijgt het tussenvoegsel
          juist wél een hoofdletter; corrigeer daar niet blind. Gebruik KLEINE.LETTERS voor
          vergelijkingssleutels en HOOFDLETTERS voor codes zoals postcodes en btw-nummers.
        </p>
      </>
    ),
  },
  {
    id: "substitueren",
    title: "SUBSTITUEREN: bepaalde tekens vervangen",
    body: (
      <>
        <p>
          SUBSTITUEREN vervangt in een tekst elk voorkomen van een stuk tekst door iets anders, of alleen het
          zoveelste voorkomen als u dat als vierde argument meegeeft. De functie let op hoofdletters. Nest
          haar om meerdere tekens weg te halen, bijvoorbeeld om een telefoonnummer tot cijfers terug te
          brengen:
        </p>
        <CodeBlock
          caption="Van +31 (0)20-123 45 67 naar +31201234567"
          code={
            '=SUBSTITUEREN(SUBSTITUEREN(SUBSTITUEREN(SUBSTITUEREN(SUBSTITUEREN(A2;" ";"");"-";"");"(0)";"");"(";"");")";"")'
          }
        />
        <p>
          De volgorde telt: haal <F>(0)</F> weg vóór de losse haakjes, anders blijft de nul staan. Voor het
          voorbeeld is de uitkomst <F>+31201234567</F>.
        </p>
        <h3>Nederlandse postcodes</h3>
        <p>
          Een Nederlandse postcode bestaat uit vier cijfers, een spatie en twee hoofdletters: <F>1234 AB</F>.
          Zo maakt u van <F>1234ab</F>, <F>1234 ab</F> of <F>1234 AB</F> die vorm:
        </p>
        <CodeBlock
          code={'=HOOFDLETTERS(LINKS(SUBSTITUEREN(A2;" ";"");4)&" "&RECHTS(SUBSTITUEREN(A2;" ";"");2))'}
        />
        <p>
          Controleer de uitkomst met een lengtetest (<F>{"=LENGTE(B2)=7"}</F>). Meer over adressen leest u in
          onze <Link to="/address-cleansing-guide">gids over het opschonen van adressen</Link>.
        </p>
      </>
    ),
  },
  {
    id: "links-rechts-deel",
    title: "LINKS, RECHTS en DEEL met VIND.ALLES en VIND.SPEC",
    body: (
      <>
        <p>
          In versies zonder TEKST.VOOR en TEKST.NA knipt u tekst op positie. VIND.ALLES geeft de positie van
          een teken; LINKS, RECHTS en DEEL nemen de stukken.
        </p>
        <DataTable
          caption="Een e-mailadres splitsen in elke Excel-versie"
          columns={["Gewenst", "Formule", "Resultaat voor info@bakkerijdevries.nl"]}
          rows={[
            ["Mailbox", <F key="f">{'=LINKS(A2;VIND.ALLES("@";A2)-1)'}</F>, "info"],
            ["Domein", <F key="f">{'=DEEL(A2;VIND.ALLES("@";A2)+1;LENGTE(A2))'}</F>, "bakkerijdevries.nl"],
            ["Bevat een @", <F key="f">{'=ISGETAL(VIND.ALLES("@";A2))'}</F>, "WAAR"],
          ]}
        />
        <p>
          VIND.ALLES geeft #WAARDE! als de tekst niet voorkomt; zet er ALS.FOUT omheen als sommige cellen het
          teken missen. VIND.SPEC werkt hetzelfde, maar let niet op hoofdletters en accepteert de jokertekens{" "}
          <F>*</F> en <F>?</F>.
        </p>
      </>
    ),
  },
  {
    id: "tekst-splitsen",
    title: "TEKST.SPLITSEN, TEKST.VOOR en TEKST.NA",
    body: (
      <>
        <p>
          In Microsoft 365 vervangen deze functies de meeste constructies met LINKS, DEEL en VIND.ALLES.
          TEKST.SPLITSEN laat zijn resultaat overlopen in de cellen ernaast.
        </p>
        <DataTable
          caption="Tekst splitsen in Microsoft 365"
          columns={["Cel A2", "Formule", "Resultaat"]}
          rows={[
            [
              "Oudegracht 12;3511 AB;Utrecht",
              <F key="f">{'=TEKST.SPLITSEN(A2;";")'}</F>,
              "Oudegracht 12 | 3511 AB | Utrecht (drie cellen)",
            ],
            [
              "a,b,,d",
              <F key="f">{'=TEKST.SPLITSEN(A2;",";;WAAR)'}</F>,
              "a | b | d (lege waarde overgeslagen)",
            ],
            ["info@bakkerijdevries.nl", <F key="f">{'=TEKST.NA(A2;"@")'}</F>, "bakkerijdevries.nl"],
            ["Jan de Vries", <F key="f">{'=TEKST.VOOR(A2;" ")'}</F>, "Jan"],
            ["Jan de Vries", <F key="f">{'=TEKST.NA(A2;" ")'}</F>, "de Vries"],
            ["Oudegracht 12", <F key="f">{'=TEKST.NA(A2;" ";-1)'}</F>, "12 (na de laatste spatie)"],
          ]}
        />
        <p>
          Een negatief exemplaarnummer telt vanaf het eind; zo haalt u het huisnummer van een straatadres af.
          Namen splitsen in voor- en achternaam gaat met tussenvoegsels en dubbele voornamen vaak mis. Bewaar
          de volledige naam en splits alleen als een systeem erom vraagt.
        </p>
      </>
    ),
  },
  {
    id: "numerieke-waarde",
    title: "NUMERIEKE.WAARDE: getallen die als tekst zijn opgeslagen",
    body: (
      <>
        <p>
          Hoe Excel een getal in tekst herkent, hangt af van de landinstellingen. Met Nederlandse instellingen
          is <F>1.234,56</F> een getal, maar een export uit een Engelstalig systeem met <F>1,234.56</F> blijft
          tekst, en sommen slaan die over. In Engelstalige Excel gebeurt precies het omgekeerde.
          NUMERIEKE.WAARDE zet tekst om met de scheidingstekens die u zelf opgeeft, ongeacht de instellingen:
          eerst het decimaalteken, dan het teken voor de duizendtallen.
        </p>
        <DataTable
          caption="Bedragen als tekst omzetten"
          columns={["Cel A2", "Formule", "Resultaat"]}
          rows={[
            ["1,234.56", <F key="f">{'=NUMERIEKE.WAARDE(A2;".";",")'}</F>, "1234,56"],
            ["1.234,56", <F key="f">{'=NUMERIEKE.WAARDE(A2;",";".")'}</F>, "1234,56"],
            ["€ 99,95", <F key="f">{'=NUMERIEKE.WAARDE(SUBSTITUEREN(A2;"€";"");",";".")'}</F>, "99,95"],
            ["-12,50", <F key="f">{'=NUMERIEKE.WAARDE(A2;",";".")'}</F>, "-12,5"],
          ]}
        />
        <p>
          Spaties in de tekst negeert de functie, dus de spatie na het euroteken is geen probleem. Geef de
          uitkomst daarna de getalnotatie die u wilt, bijvoorbeeld met twee decimalen.
        </p>
      </>
    ),
  },
  {
    id: "tekst-combineren",
    title: "TEKST.COMBINEREN: de stukken weer samenvoegen",
    body: (
      <>
        <p>
          TEKST.COMBINEREN voegt waarden samen met een scheidingsteken en kan lege cellen overslaan, wat de
          operator <F>&amp;</F> en TEKST.SAMENVOEGEN niet kunnen. Met straat, huisnummer, toevoeging, postcode
          en plaats in B2:F2:
        </p>
        <CodeBlock code={'=TEKST.COMBINEREN(" ";WAAR;B2:D2)&", "&TEKST.COMBINEREN(" ";WAAR;E2:F2)'} />
        <p>
          Voor <em>Oudegracht</em>, <em>12</em>, een lege toevoeging, <em>3511 AB</em> en <em>Utrecht</em>{" "}
          geeft dat <F>Oudegracht 12, 3511 AB Utrecht</F>, zonder dubbele spatie op de plek van de ontbrekende
          toevoeging.
        </p>
      </>
    ),
  },
  {
    id: "combineren-met-let",
    title: "Stappen combineren met LET",
    body: (
      <>
        <p>
          Geneste functies worden snel onleesbaar. In Microsoft 365 geeft LET tussenresultaten een naam. Deze
          formule maakt in één leesbare stap een vergelijkingssleutel voor e-mailadressen:
        </p>
        <CodeBlock
          code={`=LET(
  ruw;A2;
  gewoon;SUBSTITUEREN(ruw;TEKEN(160);" ");
  schoon;SPATIES.WISSEN(WISSEN.CONTROL(gewoon));
  KLEINE.LETTERS(schoon)
)`}
        />
        <p>
          Zulke sleutels vergelijkt u bij het verwijderen van dubbele rijen, zoals de{" "}
          <Link to="/excel-remove-duplicates-guide" search={{ lang: "nl" }}>
            gids over dubbele waarden verwijderen in Excel
          </Link>{" "}
          uitlegt. De hele route van rommelige export naar schone tabel staat in het{" "}
          <Link to="/excel-data-cleaning-guide" search={{ lang: "nl" }}>
            stappenplan voor gegevens opschonen in Excel
          </Link>
          .
        </p>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Opschonen en ontdubbelen zonder formules"
          action="Open de ontdubbeltool"
        >
          <p>
            Spaties, hoofdletters en witruimte worden voor u gelijkgetrokken voordat rijen worden vergeleken,
            in uw browser.
          </p>
        </ToolCta>
      </>
    ),
  },
];

export default function ExcelTextFunctionsGuideNl(): ReactElement {
  return (
    <Article
      path={PATH}
      title={getNlGuideTitle(PATH)}
      lang="nl"
      lastReviewed="2026-11-22"
      lead={
        <p>
          De Excel-functies die rommelige tekst rechtzetten: SPATIES.WISSEN, WISSEN.CONTROL, BEGINLETTERS,
          SUBSTITUEREN, TEKST.SPLITSEN en meer, elk met uitgewerkte voorbeelden op Nederlandse namen,
          adressen, postcodes, telefoonnummers en bedragen.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
