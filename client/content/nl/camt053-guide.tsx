import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../../components/content/article";
import { Callout } from "../../components/content/callout";
import { AnnotatedCode, CodeBlock } from "../../components/content/code-block";
import { DataTable } from "../../components/content/data-table";
import { ToolCta } from "../../components/content/tool-cta";
import { CAMT053_EXAMPLE_NL } from "./camt053-example";
import { NL_GUIDE_META_PART } from "./meta-guides-b";

const PATH = "/invoice_processor/camt053-guide";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "wat-is-camt053",
    title: "Wat CAMT.053 is",
    body: (
      <>
        <p>
          CAMT.053 is het ISO 20022-bericht <em>BankToCustomerStatement</em>: een XML-bestand waarin uw bank
          de geboekte saldi en elke geboekte post van een rekening over een periode doorgeeft, meestal één
          dag. Het is de opvolger van het SWIFT-afschrift{" "}
          <Link to="/invoice_processor/mt940-guide" search={{ lang: "nl" }}>
            MT940
          </Link>{" "}
          en bevat meer details: volledige namen en IBAN's van tegenpartijen, gestructureerde
          betalingskenmerken en de afzonderlijke betalingen binnen een verzamelboeking.
        </p>
        <DataTable
          caption="De drie ISO 20022-rapportages voor rekeninginformatie"
          columns={["Bericht", "Naam", "Gebruik"]}
          rows={[
            [
              "camt.052",
              "Bank to customer account report",
              "Gedurende de dag: wat er vandaag tot nu toe gebeurde",
            ],
            [
              "camt.053",
              "Bank to customer statement",
              "Aan het eind van de dag: het geboekte afschrift, het bericht voor uw boekhouding",
            ],
            [
              "camt.054",
              "Bank to customer debit/credit notification",
              "Per betaling of batch, vaak om een incassobatch te specificeren",
            ],
          ]}
        />
        <p>
          De grote Nederlandse banken, zoals ING, Rabobank en ABN AMRO, bieden CAMT.053 als download aan, en
          de meeste boekhoudpakketten lezen het in. Hebt u alleen de transacties in een spreadsheet nodig, dan
          doet onze{" "}
          <Link to="/bank-statement-converter" search={{ lang: "nl" }}>
            bankafschrift-converter
          </Link>{" "}
          dat in uw browser.
        </p>
      </>
    ),
  },
  {
    id: "opbouw",
    title: "De opbouw in één oogopslag",
    body: (
      <>
        <CodeBlock
          caption="Structuur van een CAMT.053-bestand"
          code={`Document
└─ BkToCstmrStmt
   ├─ GrpHdr            bestands-id en aanmaaktijd
   └─ Stmt              één per rekening en periode (herhaalt)
      ├─ Id, ElctrncSeqNb, CreDtTm, FrToDt
      ├─ Acct           IBAN, valuta, bank
      ├─ Bal            saldi (herhaalt: OPBD, CLBD, ...)
      ├─ TxsSummry      optionele aantallen en totalen
      └─ Ntry           één boeking op de rekening (herhaalt)
         ├─ Amt, CdtDbtInd, Sts, BookgDt, ValDt, AcctSvcrRef, BkTxCd
         ├─ NtryDtls
         │  ├─ Btch     batchgegevens (optioneel)
         │  └─ TxDtls   één per onderliggende betaling (herhaalt)
         └─ AddtlNtryInf  vrije tekst van de bank`}
        />
        <p>
          Onthoud één onderscheid: een <strong>post</strong> (<code>Ntry</code>, entry) is één boeking op uw
          rekening; een <strong>transactie</strong> (<code>TxDtls</code>) is één betaling daarachter. Meestal
          is er van elk één, maar een verzamelboeking heeft één post en veel transacties.
        </p>
      </>
    ),
  },
  {
    id: "voorbeeld-met-uitleg",
    title: "Een voorbeeld met uitleg",
    body: (
      <>
        <p>
          Een volledig afschrift van één werkdag met drie posten: een klant die een factuur betaalt, een
          incasso van een energieleverancier en een incassobatch met drie contributies.
        </p>
        <AnnotatedCode caption="Afschrift camt.053.001.02 van 31 maart 2026" parts={CAMT053_EXAMPLE_NL} />
      </>
    ),
  },
  {
    id: "saldi-controleren",
    title: "Saldi en hoe u ze controleert",
    body: (
      <>
        <p>
          Elke <code>Bal</code> heeft een typecode, een bedrag, een credit/debet-aanduiding en een datum. Deze
          typen komt u tegen:
        </p>
        <DataTable
          caption="Typecodes van saldi"
          columns={["Code", "Naam", "Betekenis"]}
          rows={[
            ["OPBD", "Opening booked", "Geboekt saldo aan het begin van de periode"],
            [
              "PRCD",
              "Previously closed booked",
              "Eindsaldo van het vorige afschrift; sommige banken sturen dit in plaats van OPBD",
            ],
            ["CLBD", "Closing booked", "Geboekt saldo aan het eind van de periode"],
            [
              "CLAV",
              "Closing available",
              "Wat u aan het eind van de periode kunt besteden, na reserveringen",
            ],
            [
              "FWAV",
              "Forward available",
              "Beschikbaar saldo op een toekomstige datum, rekening houdend met bekende toekomstige boekingen",
            ],
            ["OPAV", "Opening available", "Beschikbaar saldo aan het begin van de periode"],
            ["ITBD", "Interim booked", "Geboekt saldo gedurende de dag, vooral in camt.052"],
            ["ITAV", "Interim available", "Beschikbaar saldo gedurende de dag, vooral in camt.052"],
          ]}
        />
        <p>
          Een afschrift is compleet als het beginsaldo plus alle bijschrijvingen min alle afschrijvingen
          gelijk is aan het eindsaldo. Voor het voorbeeld:
        </p>
        <DataTable
          caption="Saldocontrole van het voorbeeld"
          columns={["Onderdeel", "Bedrag"]}
          rows={[
            ["Geboekt beginsaldo (OPBD)", "€ 12.500,00"],
            ["+ Post 1, bijschrijving", "€ 1.210,00"],
            ["− Post 2, afschrijving", "€ 181,40"],
            ["+ Post 3, bijschrijving (batch)", "€ 750,00"],
            ["= Geboekt eindsaldo (CLBD)", "€ 14.278,60"],
          ]}
        />
        <p>
          Een saldo met <code>CdtDbtInd</code> <code>DBIT</code> is negatief. Klopt de som niet, dan is het
          bestand onvolledig of zijn er posten meegeteld met een andere status dan <code>BOOK</code>.
          Afschriften kunnen ook een blok <code>TxsSummry</code> bevatten met het aantal en de som van de bij-
          en afschrijvingen; controleer die dan ook.
        </p>
      </>
    ),
  },
  {
    id: "posten",
    title: "Posten: bedragen, datums, status en codes",
    body: (
      <>
        <ul>
          <li>
            <strong>Amt</strong> is altijd positief, met de valuta als attribuut; <strong>CdtDbtInd</strong> (
            <code>CRDT</code> of <code>DBIT</code>) geeft de richting.
          </li>
          <li>
            <strong>Sts</strong> is <code>BOOK</code> voor geboekte posten. <code>PDNG</code> (pending) en{" "}
            <code>INFO</code> tellen niet mee voor het geboekte saldo.
          </li>
          <li>
            <strong>BookgDt</strong> is de boekdatum; <strong>ValDt</strong> is de valutadatum, waarop de
            rente begint of stopt. Ze kunnen verschillen, bijvoorbeeld bij pinbetalingen in het weekend.
          </li>
          <li>
            <strong>RvslInd</strong> <code>true</code> markeert een terugboeking, zoals een incasso die de
            betaler liet terugboeken. Die heft een eerdere post in de tegenovergestelde richting op.
          </li>
          <li>
            <strong>AddtlNtryInf</strong> bevat vrije tekst. Meerdere Nederlandse banken zetten hier hun
            volledige omschrijving, soms in dezelfde <code>/TRTP/…/REMI/…</code>-opmaak als in MT940.
          </li>
        </ul>
        <p>
          De transactiecode in <code>BkTxCd/Domn</code> deelt de post in drie niveaus in: domein, familie en
          subfamilie. Banken kunnen daarnaast eigen codes meegeven in <code>BkTxCd/Prtry</code>.
        </p>
        <DataTable
          caption="Veelvoorkomende transactiecodes"
          columns={["Domein / familie / subfamilie", "Betekenis"]}
          rows={[
            ["PMNT / RCDT / ESCT", "SEPA-overboeking ontvangen"],
            ["PMNT / ICDT / ESCT", "SEPA-overboeking verstuurd"],
            ["PMNT / RDDT / ESDD", "SEPA-incasso (Core) bij u afgeschreven"],
            ["PMNT / RDDT / BBDD", "Zakelijke SEPA-incasso (B2B) bij u afgeschreven"],
            ["PMNT / IDDT / ESDD", "SEPA-incasso (Core) die u zelf incasseerde"],
            ["PMNT / CCRD / POSD", "Kaartbetaling aan een betaalautomaat"],
          ]}
        />
      </>
    ),
  },
  {
    id: "verzamelboekingen",
    title: "Verzamelboekingen",
    body: (
      <>
        <p>
          Stuurt u een salarisbatch of een incassobestand in, dan boekt de bank dat meestal als één post.
          Hoeveel details u terugkrijgt, hangt af van de bank en van uw instellingen:
        </p>
        <DataTable
          caption="Drie vormen waarin een batch kan verschijnen"
          columns={["Vorm", "Wat u ziet", "Wat u doet"]}
          rows={[
            [
              "Batch met details",
              "Eén Ntry, Btch/NbOfTxs = n, n keer TxDtls",
              "Splits in n regels; controleer dat ze optellen tot de post",
            ],
            [
              "Batch zonder details",
              "Eén Ntry met Btch maar zonder TxDtls",
              "Houd één regel; haal de details uit camt.054 of uit uw eigen betaalbestand",
            ],
            ["Afzonderlijk geboekt", "n losse Ntry-elementen", "Niets bijzonders"],
          ]}
        />
        <Callout title="Niet dubbel tellen" tone="warning">
          <p>
            De saldocontrole werkt met posten, nooit met transactiedetails. Wie de drie details van € 250,00
            én de post van € 750,00 optelt, telt de incassobatch twee keer.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "versies",
    title: "Versies .001.02 tot en met .001.13",
    body: (
      <>
        <p>
          De versie is het laatste deel van de namespace:{" "}
          <code>urn:iso:std:iso:20022:tech:xsd:camt.053.001.08</code> is versie 8. ISO brengt regelmatig
          onderhoudsreleases uit; banken stappen langzaam over, dus u ziet oude en nieuwe versies naast
          elkaar.
        </p>
        <DataTable
          caption="CAMT.053-versies in de praktijk"
          columns={["Versie", "Wat u kunt verwachten"]}
          rows={[
            [
              ".001.02",
              "De eerste breed ingevoerde release en nog altijd de versie die veel Europese banken, ook Nederlandse, standaard leveren. De status van een post is platte tekst (<Sts>BOOK</Sts>) en het element voor de bankcode heet BIC.",
            ],
            [
              ".001.03 – .001.07",
              "Onderhoudsreleases die optionele elementen toevoegen en er een paar hernoemen, bijvoorbeeld BICFI in plaats van BIC en een bedrag met credit/debet-aanduiding direct in elke TxDtls.",
            ],
            [
              ".001.08",
              "De versie die SWIFT koos voor internationale rapportage onder de CBPR+-regels. De status is een code-element (<Sts><Cd>BOOK</Cd></Sts>) en Refs kan de UETR bevatten, waarmee een betaling van begin tot eind te volgen is.",
            ],
            [
              ".001.09 – .001.13",
              "Latere onderhoudsreleases. De kern (GrpHdr, Stmt, Bal, Ntry, NtryDtls, TxDtls) blijft gelijk; de toevoegingen betreffen rijkere gegevens over partijen, adressen en referenties.",
            ],
          ]}
        />
        <p>
          Een robuuste lezer zoekt elementen dus op hun lokale naam, accepteert zowel{" "}
          <code>{"<Sts>BOOK</Sts>"}</code> als <code>{"<Sts><Cd>BOOK</Cd></Sts>"}</code> en negeert elementen
          die hij niet kent. Zo leest onze converter elke versie van .001.02 tot en met .001.13.
        </p>
      </>
    ),
  },
  {
    id: "valkuilen",
    title: "Valkuilen",
    body: (
      <ul>
        <li>
          <strong>Meerdere afschriften in één bestand.</strong> Een download over een maand kan één{" "}
          <code>Stmt</code> per dag of per rekening bevatten. Controleer elk afschrift apart.
        </li>
        <li>
          <strong>Ontbrekende dagen.</strong> Vergelijk <code>ElctrncSeqNb</code> en het beginsaldo met het
          eindsaldo van het vorige afschrift om gaten te vinden.
        </li>
        <li>
          <strong>Namen op verschillende plekken.</strong> Bij een bijschrijving is de tegenpartij de debtor (
          <code>Dbtr</code>), bij een afschrijving de creditor (<code>Cdtr</code>). Ultimate parties (
          <code>UltmtDbtr</code>, <code>UltmtCdtr</code>) noemen de partij namens wie iemand betaalde.
        </li>
        <li>
          <strong>Tekenset.</strong> Bestanden zijn UTF-8, maar namen kunnen toch tekens bevatten die het
          systeem van de afzender heeft vervangen. Gebruik een naam nooit als enige matchsleutel; combineer
          IBAN, bedrag en kenmerk.
        </li>
        <li>
          <strong>Beveiliging.</strong> Behandel een afschrift als onbetrouwbare invoer: weiger bestanden met
          een DOCTYPE-declaratie en begrens de bestandsgrootte voordat u gaat parsen.
        </li>
      </ul>
    ),
  },
  {
    id: "camt053-omzetten",
    title: "CAMT.053 omzetten naar Excel",
    body: (
      <ToolCta
        lang="nl"
        to="/bank-statement-converter"
        title="Maak van een CAMT.053-bestand een spreadsheet"
        action="Open de bankafschrift-converter"
      >
        <p>
          Elke versie van .001.02 tot en met .001.13, verzamelboekingen gesplitst in hun betalingen, en begin-
          en eindsaldo gecontroleerd. Het bestand wordt in uw browser gelezen en niet geüpload.
        </p>
      </ToolCta>
    ),
  },
];

export default function Camt053GuideNl(): ReactElement {
  return (
    <Article
      path={PATH}
      lang="nl"
      title={NL_GUIDE_META_PART[PATH]?.title}
      lastReviewed="2026-11-25"
      lead={
        <p>
          Zo leest u een ISO 20022 CAMT.053-bankafschrift: een volledig voorbeeld met uitleg, de saldocodes en
          hoe u de saldi controleert, verzamelboekingen, en wat er verandert tussen de versies .001.02 en
          .001.13.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
