import type { ReactElement } from "react";
import type { AnnotatedPart } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";

/**
 * The same business day as the CAMT.053 example, as a structured SEPA MT940 statement, split into
 * annotated pieces. 12.500,00 + 1.210,00 − 181,40 + 750,00 = 14.278,60.
 */
export const MT940_EXAMPLE: readonly AnnotatedPart[] = [
  {
    code: `:20:STMT20260331
:25:NL91ABNA0417164300EUR
:28C:00064/1`,
    note: (
      <>
        <p>
          <code>:20:</code> the sender's reference for this statement. <code>:25:</code> the account, here an
          IBAN followed by the currency. <code>:28C:</code> the statement number (64) and the page within it
          (1).
        </p>
      </>
    ),
  },
  {
    code: ":60F:C260330EUR12500,00",
    note: (
      <p>
        Opening balance: <code>F</code> for the first opening balance of the statement, <code>C</code> for
        credit, the date as YYMMDD (30 March 2026, the last booking day), currency and amount with a decimal
        comma.
      </p>
    ),
  },
  {
    code: `:61:2603310331C1210,00NTRFINV-2026-0142//2026033100012345
:86:/EREF/INV-2026-0142//CNTP/NL44RABO0123456789/RABONL2U/Bakkerij de
 Vries B.V.///REMI/USTD//Factuur 2026-0142/`,
    note: (
      <>
        <p>
          A customer payment of €1,210.00. The <code>:61:</code> line is explained field by field below the
          example.
        </p>
        <p>
          The <code>:86:</code> field wraps at 65 characters, even in the middle of a word (the next entry
          splits "Termijnbedrag"): join the lines without adding spaces before you look for subfields.
        </p>
      </>
    ),
  },
  {
    code: `:61:2603310331D181,40NDDTE2E-884213//2026033100012346
:86:/EREF/E2E-884213//MARF/MND-000457//CSID/NL69ZZZ123456780000//CNTP
/NL20INGB0001234567/INGBNL2A/Energie Noord B.V.///REMI/USTD//Term
ijnbedrag maart 2026/`,
    note: (
      <p>
        A direct debit of €181.40 (<code>D</code>, type <code>NDDT</code>). <code>/MARF/</code> is the mandate
        reference and <code>/CSID/</code> the creditor's SEPA identifier, which is how you recognise the
        collector even when the name changes.
      </p>
    ),
  },
  {
    code: `:61:2603310331C750,00NDDTCOLL-2026-03//2026033100012347
:86:/PREF/COLL-2026-03//REMI/USTD//Contributie maart 2026, 3 posten/`,
    note: (
      <p>
        A direct debit collection booked as one credit. <code>/PREF/</code> is the payment information id of
        the batch. MT940 cannot list the three underlying payments: for that detail you need CAMT.053 or
        CAMT.054.
      </p>
    ),
  },
  {
    code: `:62F:C260331EUR14278,60
:64:C260331EUR14278,60
:65:C260401EUR14278,60`,
    note: (
      <>
        <p>
          <code>:62F:</code> the closing booked balance, <code>:64:</code> the closing available balance and{" "}
          <code>:65:</code> a forward available balance for the next day. Only <code>:60F:</code> and{" "}
          <code>:62F:</code> are needed for the balance check.
        </p>
        <p>A statement ends with a line containing only a hyphen in files that keep the SWIFT trailer.</p>
      </>
    ),
  },
];

/** The first :61: line of the example, cut into its subfields. */
export function Mt940LineTable(): ReactElement {
  return (
    <DataTable
      caption=":61: 2603310331C1210,00NTRFINV-2026-0142//2026033100012345"
      columns={["Part", "Value", "Format", "Meaning"]}
      rows={[
        ["Value date", "260331", "6 digits, YYMMDD, mandatory", "31 March 2026: interest starts or stops"],
        [
          "Entry date",
          "0331",
          "4 digits, MMDD, optional",
          "Booking date; the year follows from the value date",
        ],
        [
          "Debit/credit mark",
          "C",
          "C, D, RC or RD",
          "C credit, D debit; RC and RD mark a reversal of a credit or of a debit",
        ],
        ["Funds code", "(absent)", "1 letter, optional", "Third letter of the currency code; rarely used"],
        [
          "Amount",
          "1210,00",
          "Up to 15 characters, decimal comma",
          "Always positive; the mark gives the direction",
        ],
        [
          "Transaction type",
          "NTRF",
          "N + 3 characters (also S or F + 3)",
          "Transfer; others include NDDT direct debit, NCHG charges, NINT interest, NMSC miscellaneous",
        ],
        [
          "Customer reference",
          "INV-2026-0142",
          "Up to 16 characters",
          "Reference for the account owner; NONREF when there is none",
        ],
        [
          "Bank reference",
          "//2026033100012345",
          "// + up to 16 characters, optional",
          "The bank's own id for the entry",
        ],
        [
          "Supplementary details",
          "(absent)",
          "New line, up to 34 characters, optional",
          "Extra detail; Rabobank puts the counterparty account here",
        ],
      ]}
    />
  );
}
