import type { ReactElement, ReactNode } from "react";
import type { AnnotatedPart } from "../../components/content/code-block";
import { DataTable } from "../../components/content/data-table";
import { MT940_EXAMPLE } from "../mt940-example";

/** Dutch notes for the pieces of the English MT940 example, in the same order; the statement stays one source. */
const NOTES: readonly ReactNode[] = [
  <p>
    <code>:20:</code> de referentie van de afzender voor dit afschrift. <code>:25:</code> de rekening, hier
    een IBAN gevolgd door de valuta. <code>:28C:</code> het afschriftnummer (64) en de pagina daarbinnen (1).
  </p>,
  <p>
    Beginsaldo: <code>F</code> voor het eerste beginsaldo van het afschrift, <code>C</code> voor credit
    (positief), de datum als JJMMDD (30 maart 2026, de laatste boekdag), de valuta en het bedrag met een
    decimale komma.
  </p>,
  <>
    <p>
      Een betaling van een klant van € 1.210,00. De regel <code>:61:</code> wordt onder het voorbeeld veld
      voor veld uitgelegd.
    </p>
    <p>
      Het veld <code>:86:</code> breekt af na 65 tekens, zelfs midden in een woord (de volgende post splitst
      "Termijnbedrag"): plak de regels aan elkaar zonder spaties toe te voegen voordat u subvelden zoekt.
    </p>
  </>,
  <p>
    Een incasso van € 181,40 (<code>D</code>, type <code>NDDT</code>). <code>/MARF/</code> is het
    machtigingskenmerk en <code>/CSID/</code> het incassant-ID, waaraan u de incassant herkent, ook als de
    naam verandert.
  </p>,
  <p>
    Een incassobatch, geboekt als één bijschrijving. <code>/PREF/</code> is het betaalinformatie-ID van de
    batch. MT940 kan de drie onderliggende betalingen niet tonen: daarvoor hebt u CAMT.053 of CAMT.054 nodig.
  </p>,
  <>
    <p>
      <code>:62F:</code> het geboekte eindsaldo, <code>:64:</code> het beschikbare eindsaldo en{" "}
      <code>:65:</code> een toekomstig beschikbaar saldo voor de volgende dag. Voor de saldocontrole zijn
      alleen <code>:60F:</code> en <code>:62F:</code> nodig.
    </p>
    <p>
      In bestanden die de SWIFT-afsluiting bewaren, eindigt een afschrift met een regel met alleen een
      streepje.
    </p>
  </>,
];

if (NOTES.length !== MT940_EXAMPLE.length) {
  throw new Error("The Dutch MT940 notes must match the pieces of the example one to one.");
}

/** The MT940 example of the English guide with Dutch explanations. */
export const MT940_EXAMPLE_NL: readonly AnnotatedPart[] = MT940_EXAMPLE.map((part, index) => ({
  code: part.code,
  note: NOTES[index],
}));

/** The first :61: line of the example, cut into its subfields, in Dutch. */
export function Mt940LineTableNl(): ReactElement {
  return (
    <DataTable
      caption=":61: 2603310331C1210,00NTRFINV-2026-0142//2026033100012345"
      columns={["Onderdeel", "Waarde", "Formaat", "Betekenis"]}
      rows={[
        ["Valutadatum", "260331", "6 cijfers, JJMMDD, verplicht", "31 maart 2026: de rente begint of stopt"],
        [
          "Boekdatum",
          "0331",
          "4 cijfers, MMDD, optioneel",
          "Datum van boeking; het jaar volgt uit de valutadatum",
        ],
        [
          "Debet/credit-teken",
          "C",
          "C, D, RC of RD",
          "C bijschrijving, D afschrijving; RC en RD markeren het terugdraaien van een bij- of afschrijving",
        ],
        [
          "Fondscode",
          "(ontbreekt)",
          "1 letter, optioneel",
          "Derde letter van de valutacode; zelden gebruikt",
        ],
        [
          "Bedrag",
          "1210,00",
          "Maximaal 15 tekens, decimale komma",
          "Altijd positief; het teken geeft de richting",
        ],
        [
          "Transactietype",
          "NTRF",
          "N + 3 tekens (ook S of F + 3)",
          "Overboeking; andere zijn onder meer NDDT incasso, NCHG kosten, NINT rente, NMSC overig",
        ],
        [
          "Referentie klant",
          "INV-2026-0142",
          "Maximaal 16 tekens",
          "Referentie voor de rekeninghouder; NONREF als die er niet is",
        ],
        [
          "Referentie bank",
          "//2026033100012345",
          "// + maximaal 16 tekens, optioneel",
          "Het eigen kenmerk van de bank voor de post",
        ],
        [
          "Aanvullende gegevens",
          "(ontbreekt)",
          "Nieuwe regel, maximaal 34 tekens, optioneel",
          "Extra informatie; Rabobank zet hier de rekening van de tegenpartij",
        ],
      ]}
    />
  );
}
