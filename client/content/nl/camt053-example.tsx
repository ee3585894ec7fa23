import type { ReactNode } from "react";
import type { AnnotatedPart } from "../../components/content/code-block";
import { CAMT053_EXAMPLE } from "../camt053-example";

/** Dutch notes for the pieces of the English CAMT.053 example, in the same order; the XML stays one source. */
const NOTES: readonly ReactNode[] = [
  <>
    <p>
      De namespace noemt het bericht en de versie: <code>camt.053.001.02</code>. Alles staat in{" "}
      <code>BkToCstmrStmt</code> (bank-to-customer statement, het afschrift van bank aan klant).
    </p>
    <p>
      De group header identificeert het bestand: een bericht-id dat uniek is bij de bank, en het moment waarop
      het bestand is gemaakt.
    </p>
  </>,
  <>
    <p>
      Eén <code>Stmt</code> per rekening en periode; een bestand kan er meerdere bevatten.{" "}
      <code>ElctrncSeqNb</code> nummert de afschriften van deze rekening door: gisteren 63, vandaag 64. Een
      sprong van 62 naar 64 betekent dat er een dag ontbreekt.
    </p>
    <p>
      <code>FrToDt</code> is de periode van het afschrift, hier één kalenderdag.
    </p>
  </>,
  <p>
    De rekening: IBAN, valuta en de bank die de rekening voert. In latere versies heet het element voor de
    bankcode <code>BICFI</code> in plaats van <code>BIC</code>.
  </p>,
  <>
    <p>
      Het geboekte beginsaldo (<code>OPBD</code>) en het geboekte eindsaldo (<code>CLBD</code>). Bedragen zijn
      altijd positief; <code>CdtDbtInd</code> zegt of het saldo positief is (<code>CRDT</code>) of rood staat
      (<code>DBIT</code>).
    </p>
    <p>Bedragen hebben een punt als decimaalteken en geen scheidingsteken voor duizendtallen.</p>
  </>,
  <>
    <p>
      Post 1: een bijschrijving van € 1.210,00, geboekt (<code>BOOK</code>) op 31 maart met dezelfde
      valutadatum. De eigen referentie van de bank staat in <code>AcctSvcrRef</code>.
    </p>
    <p>
      De transactiecode <code>PMNT / RCDT / ESCT</code> betekent: betalingen, ontvangen overboeking,
      SEPA-overboeking.
    </p>
  </>,
  <>
    <p>
      De details van de betaling: de end-to-end-referentie die de betaler meegaf, wie betaalde (
      <code>Dbtr</code>) vanaf welke rekening, en de vrije omschrijving (<code>Ustrd</code>).
    </p>
    <p>
      Hier staat het factuurnummer, dus hiermee koppelt u de betaling aan openstaande facturen. Een
      gestructureerd betalingskenmerk komt binnen in <code>RmtInf/Strd/CdtrRefInf/Ref</code>.
    </p>
  </>,
  <>
    <p>
      Post 2: een SEPA-incasso die van deze rekening is afgeschreven (<code>PMNT / RDDT / ESDD</code>:
      received direct debit, een incasso die bij u wordt afgeschreven, volgens SEPA Core). Omdat het een
      afschrijving is, is de tegenpartij de incassant (<code>Cdtr</code>).
    </p>
    <p>
      <code>MndtId</code> is het kenmerk van de machtiging die u de incassant gaf. Wordt de incasso later
      teruggeboekt, dan verschijnt die als nieuwe post met <code>RvslInd</code> op <code>true</code>.
    </p>
  </>,
  <p>
    Post 3 is een <strong>verzamelboeking</strong>: één bijschrijving van € 750,00 voor een incassobatch die
    deze rekeninghouder zelf instuurde (<code>IDDT</code>: issued direct debits, door u ingediende incasso's).{" "}
    <code>Btch</code> vertelt dat er drie transacties in zitten en uit welk betaalinformatieblok van het
    incassobestand ze komen.
  </p>,
  <>
    <p>
      Eén <code>TxDtls</code> per geïncasseerde betaling, elk met een eigen bedrag in{" "}
      <code>AmtDtls/TxAmt</code>. De drie bedragen tellen op tot het bedrag van de post. Latere versies kunnen
      het bedrag ook direct als <code>TxDtls/Amt</code> meegeven.
    </p>
    <p>
      Sommige banken sturen alleen het <code>Btch</code>-blok zonder de afzonderlijke details; dan ziet u één
      regel voor de hele incassobatch.
    </p>
  </>,
];

if (NOTES.length !== CAMT053_EXAMPLE.length) {
  throw new Error("The Dutch CAMT.053 notes must match the pieces of the example one to one.");
}

/** The CAMT.053 example of the English guide with Dutch explanations. */
export const CAMT053_EXAMPLE_NL: readonly AnnotatedPart[] = CAMT053_EXAMPLE.map((part, index) => ({
  code: part.code,
  note: NOTES[index],
}));
