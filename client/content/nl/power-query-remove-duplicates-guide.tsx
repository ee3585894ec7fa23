import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { CodeBlock } from "../../components/content/code-block";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { getNlGuideTitle } from "./meta-guides-a";

const PATH = "/power-query-remove-duplicates-guide";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "waarom-power-query",
    title: "Waarom Power Query",
    body: (
      <>
        <p>
          Power Query is de gegevensvoorbereiding die in Excel is ingebouwd (tabblad Gegevens, groep{" "}
          <strong>Gegevens ophalen en transformeren</strong>) en in Power BI. Elke stap die u aanklikt, wordt
          vastgelegd als een regel code in de taal M. Komt volgende maand de nieuwe export binnen, dan
          vervangt u de bron en klikt u op <strong>Vernieuwen</strong>: de hele opschoning draait opnieuw,
          precies hetzelfde.
        </p>
        <p>
          Daarmee is het het juiste gereedschap voor ontdubbelen dat steeds terugkomt, zoals een maandelijkse
          CRM-export of een wekelijkse orderlijst. Voor een eenmalige opschoning zijn de methoden uit de{" "}
          <Link to="/excel-remove-duplicates-guide" search={{ lang: "nl" }}>
            gids over dubbele waarden verwijderen in Excel
          </Link>{" "}
          sneller.
        </p>
      </>
    ),
  },
  {
    id: "gegevens-laden",
    title: "Stap 1: laad de gegevens",
    body: (
      <ol>
        <li>
          Klik in Excel in uw tabel en kies <strong>Gegevens › Van tabel/bereik</strong>. Voor een bestand
          kiest u <strong>Gegevens › Gegevens ophalen › Uit bestand</strong>.
        </li>
        <li>
          De Power Query-editor gaat open. Controleer de kolomtypen aan de pictogrammen in de kolomkoppen: zet
          codes zoals KvK-nummers, postcodes en telefoonnummers op <strong>Tekst</strong>, zodat
          voorloopnullen blijven staan.
        </li>
        <li>
          Geef de query in het deelvenster rechts een naam die iets zegt, bijvoorbeeld <em>Klanten schoon</em>
          .
        </li>
      </ol>
    ),
  },
  {
    id: "normaliseren",
    title: "Stap 2: normaliseer de sleutelkolommen",
    body: (
      <>
        <p>
          Power Query vergelijkt tekst exact, inclusief hoofdletters en spaties. Schoon daarom eerst de
          kolommen op waarop u gaat vergelijken: selecteer ze en kies{" "}
          <strong>Transformeren › Opmaak › Bijsnijden</strong>, dan <strong>Opschonen</strong> en dan{" "}
          <strong>kleine letters</strong>. De vastgelegde stappen zien er ongeveer zo uit (de stapnamen kunt u
          zelf kiezen; in M scheidt u argumenten altijd met komma's, ook in Nederlandstalige Excel):
        </p>
        <CodeBlock
          caption="M-stappen die de kolom E-mail bijsnijden, opschonen en in kleine letters zetten"
          code={`#"Bijgesneden tekst" = Table.TransformColumns(Bron, {{"E-mail", Text.Trim, type text}}),
#"Opgeschoonde tekst" = Table.TransformColumns(#"Bijgesneden tekst", {{"E-mail", Text.Clean, type text}}),
#"Kleine letters" = Table.TransformColumns(#"Opgeschoonde tekst", {{"E-mail", Text.Lower, type text}})`}
        />
        <Callout title="Text.Trim is niet hetzelfde als SPATIES.WISSEN" tone="warning">
          <p>
            Text.Trim haalt alleen spaties aan het begin en eind weg; dubbele spaties binnen een waarde
            blijven staan. Voeg voor namen en adressen een stap <strong>Waarden vervangen</strong> toe (twee
            spaties door één), of gebruik{" "}
            <code>{'Text.Combine(List.Select(Text.Split([Naam], " "), each _ <> ""), " ")'}</code> in een
            aangepaste kolom.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "duplicaten-verwijderen",
    title: "Stap 3: verwijder de dubbele rijen",
    body: (
      <>
        <p>
          Selecteer de kolom of kolommen die bepalen wat dubbel is (Ctrl+klik voor meerdere) en kies{" "}
          <strong>Start › Rijen verwijderen › Duplicaten verwijderen</strong>. Power Query houdt de eerste rij
          van elke groep.
        </p>
        <CodeBlock
          caption="De vastgelegde stap"
          code={'#"Duplicaten verwijderd" = Table.Distinct(#"Kleine letters", {"E-mail"})'}
        />
        <p>
          Table.Distinct let op hoofdletters, anders dan de knop Duplicaten verwijderen op het Excel-werkblad.
          Hebt u de stap met kleine letters overgeslagen, dan maakt u de vergelijking hoofdletterongevoelig
          met een vergelijker:
        </p>
        <CodeBlock code={'= Table.Distinct(Bron, {"E-mail", Comparer.OrdinalIgnoreCase})'} />
      </>
    ),
  },
  {
    id: "juiste-rij-bewaren",
    title: "Stap 4: bewaar de juiste rij",
    body: (
      <>
        <p>
          Wilt u per klant het nieuwste record houden, sorteer dan vóór het verwijderen aflopend op de
          datumkolom. Er is één addertje: Power Query houdt de sorteervolgorde niet altijd vast bij het
          verwijderen van dubbele rijen, dus de "eerste" rij is niet gegarandeerd de nieuwste. Zet de
          gesorteerde tabel in een buffer om de volgorde vast te leggen:
        </p>
        <CodeBlock
          caption="Houd per e-mailadres de nieuwste rij"
          code={`#"Gesorteerde rijen" = Table.Sort(#"Kleine letters", {{"Gewijzigd", Order.Descending}}),
#"Gebufferd" = Table.Buffer(#"Gesorteerde rijen"),
#"Duplicaten verwijderd" = Table.Distinct(#"Gebufferd", {"E-mail"})`}
        />
        <p>
          De stap Gebufferd voegt u toe in de geavanceerde editor (
          <strong>Start › Geavanceerde editor</strong>
          ). Een alternatief dat niet van de volgorde afhangt: <strong>Groeperen op</strong> de sleutel met de
          bewerking <em>Max</em> op de datum, en die uitkomst daarna op sleutel en datum samenvoegen met de
          oorspronkelijke tabel.
        </p>
      </>
    ),
  },
  {
    id: "eerst-bekijken",
    title: "Dubbele rijen bekijken in plaats van verwijderen",
    body: (
      <>
        <p>
          Wilt u zien welke rijen dubbel zijn voordat u iets verwijdert, kies dan op de sleutelkolom{" "}
          <strong>Start › Rijen behouden › Duplicaten behouden</strong>. Het resultaat toont elke rij waarvan
          de sleutel meer dan eens voorkomt. Of groepeer en tel:
        </p>
        <CodeBlock
          caption="Tel de rijen per sleutel en houd alleen de sleutels die terugkomen"
          code={`#"Gegroepeerd" = Table.Group(#"Kleine letters", {"E-mail"}, {{"Aantal", each Table.RowCount(_), Int64.Type}}),
#"Herhaald" = Table.SelectRows(#"Gegroepeerd", each [Aantal] > 1)`}
        />
      </>
    ),
  },
  {
    id: "fuzzy-matching",
    title: "Bijna-dubbele rijen met fuzzy matching",
    body: (
      <>
        <p>
          Power Query in Microsoft 365 en Power BI kan gelijkende tekst aan elkaar koppelen. Twee functies
          helpen bij bijna-dubbele rijen:
        </p>
        <DataTable
          caption="Fuzzy functies in Power Query"
          columns={["Functie", "Waar", "Wat ze doet"]}
          rows={[
            [
              "Fuzzy groeperen",
              "Groeperen op › Geavanceerd, met de optie voor fuzzy groeperen aangevinkt (Use fuzzy grouping)",
              "Groepeert waarden die op elkaar lijken, zoals Jansen Installatietechniek en Jansen Installatie Techniek",
            ],
            [
              "Fuzzy samenvoegen",
              "Query's samenvoegen, met de optie voor fuzzy overeenkomsten aangevinkt (Use fuzzy matching)",
              "Koppelt twee tabellen op gelijkende waarden, bijvoorbeeld een nieuwe lijst aan uw klantenbestand",
            ],
          ]}
        />
        <p>
          Beide hebben een drempel voor gelijkenis van 0 tot 1; de standaardwaarde 0,8 is een redelijk begin.
          Met de opties negeert u hoofdletters en combineert u tekstdelen, en een transformatietabel kan
          bekende varianten, zoals "BV" naar "B.V.", vóór het vergelijken gelijktrekken. Controleer fuzzy
          groepen altijd: "Bakkerij de Vries" en "Bakkerij de Vos" kunnen als gelijkend uit de bus komen.
        </p>
      </>
    ),
  },
  {
    id: "laden-en-vernieuwen",
    title: "Stap 5: laden en vernieuwen",
    body: (
      <>
        <p>
          Kies <strong>Start › Sluiten en laden</strong>. De opgeschoonde tabel komt op een nieuw werkblad.
          Volgende keer vervangt u de brongegevens (of laat u de query naar het nieuwe bestand wijzen) en
          klikt u op <strong>Gegevens › Alles vernieuwen</strong>.
        </p>
        <DataTable
          caption="Power Query vergeleken met de knop Duplicaten verwijderen"
          columns={["Aspect", "Power Query", "Knop Duplicaten verwijderen"]}
          rows={[
            ["Herhaalbaar", "Ja, met Vernieuwen", "Nee, telkens met de hand"],
            ["Hoofdlettergevoelig", "Ja, tenzij u een vergelijker gebruikt", "Nee"],
            ["Oorspronkelijke gegevens", "Blijven ongewijzigd", "Rijen verwijderd"],
            [
              "Aantal rijen",
              "Meer dan de 1.048.576 rijen van een werkblad, als u in het gegevensmodel laadt",
              "Eén werkblad",
            ],
            ["Bijna-dubbele rijen", "Fuzzy groeperen en samenvoegen", "Nee"],
          ]}
        />
        <p>
          Wilt u de hele opschoning eerst met formules uitproberen, volg dan het{" "}
          <Link to="/excel-data-cleaning-guide" search={{ lang: "nl" }}>
            stappenplan voor gegevens opschonen in Excel
          </Link>
          .
        </p>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Geen Power Query bij de hand?"
          action="Open de ontdubbeltool"
        >
          <p>
            Onze browsertool normaliseert, vindt exacte en fuzzy dubbele rijen en laat u kiezen welk record
            blijft, zonder dat u één stap hoeft te schrijven.
          </p>
        </ToolCta>
      </>
    ),
  },
];

export default function PowerQueryRemoveDuplicatesGuideNl(): ReactElement {
  return (
    <Article
      path={PATH}
      title={getNlGuideTitle(PATH)}
      lang="nl"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Verwijder exacte en bijna-dubbele rijen met Power Query in Excel en Power BI, houd de rij die u
          wilt, en maak van de opschoning een herhaalbare query die met één klik opnieuw draait.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
