import type { MatchInvoice } from "../../../../core/reconcile/match-types";
import { createBetalingskenmerk } from "../../../../core/validation/betalingskenmerk";
import {
  createCreditorReference,
  formatCreditorReference,
} from "../../../../core/validation/creditor-reference";
import { mod97 } from "../../../../core/validation/mod97";
import { createRandom, type Random } from "../../../support/seeded-random";
import type { PaymentLine } from "./statement-layouts";

/**
 * A year of books for a small Dutch business, with the true match of every bank line: issued and
 * received invoices, and payments written the many ways real customers and suppliers write them
 * (exact structured references, retyped invoice numbers, bank charges, instalments, one transfer for
 * several invoices, credit notes netted, refunds, stornos, and plenty of lines that belong to no
 * invoice at all).
 */
export interface TruthLine extends PaymentLine {
  readonly id: string;
  /** The invoices this line pays (or, for a storno, takes back); empty when it belongs to none. */
  readonly truth: readonly string[];
  readonly scenario: string;
}

export interface FixtureBooks {
  readonly invoices: MatchInvoice[];
  readonly lines: TruthLine[];
  readonly toleranceCents: number;
}

const FIRST = [
  "Bakkerij",
  "Bouwbedrijf",
  "Installatietechniek",
  "Schilders",
  "Hoveniers",
  "Adviesbureau",
  "Transport",
  "Drukkerij",
  "Tandartspraktijk",
  "Fysio",
  "Architecten",
  "Kantoor",
];
const LAST = [
  "de Vries",
  "Jansen",
  "Van Dijk",
  "Bakker",
  "Visser",
  "Smit",
  "Meijer",
  "De Boer",
  "Mulder",
  "Bos",
  "Vos",
  "Peters",
  "Hendriks",
  "Dekker",
  "Brouwer",
  "Van Leeuwen",
];
const FORMS = [" B.V.", " BV", " V.O.F.", "", " Holding B.V."];
const BANKS: readonly [string, string][] = [
  ["INGB", "INGBNL2A"],
  ["RABO", "RABONL2U"],
  ["ABNA", "ABNANL2A"],
  ["SNSB", "SNSBNL2A"],
  ["TRIO", "TRIONL2U"],
  ["BUNQ", "BUNQNL2A"],
];

interface Party {
  readonly name: string;
  /** How the bank prints the name: upper case, legal form dropped, truncated. */
  readonly bankName: string;
  readonly iban: string;
  readonly bic: string;
}

function makeIban(random: Random): { iban: string; bic: string } {
  const [bank, bic] = random.pick(BANKS);
  const account = String(random.int(100_000_000, 999_999_999)).padStart(10, "0");
  const check = 98 - mod97(`${bank}${account}NL00`);
  return { iban: `NL${String(check).padStart(2, "0")}${bank}${account}`, bic };
}

function makeParty(random: Random, used: Set<string>): Party {
  let name = "";
  do name = `${random.pick(FIRST)} ${random.pick(LAST)}${random.pick(FORMS)}`;
  while (used.has(name));
  used.add(name);
  const plain = name.replace(/ (B\.V\.|BV|V\.O\.F\.|Holding B\.V\.)$/, "");
  const bankName = random.chance(0.5) ? name.toUpperCase().slice(0, 35) : random.chance(0.5) ? plain : name;
  return { name, bankName, ...makeIban(random) };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How people retype an invoice number in a transfer. */
function retype(random: Random, number: string): string {
  const digits = number.match(/\d+/g) ?? [];
  const last = String(Number(digits[digits.length - 1] ?? "0"));
  const year = digits.length > 1 ? (digits[0] ?? "") : "";
  const styles = [
    () => `Factuur ${number}`,
    () => `factuurnr. ${number}`,
    () => `fact ${number} dank u wel`,
    () => `${number}`,
    () => `Betaling inv ${number}`,
    () => (year ? `factuur ${year}${(digits[1] ?? "").padStart(4, "0")}` : `factuur ${number}`),
    () => (year ? `Fact. ${year} ${last}` : `nr ${number}`),
    () => (year ? `INV ${year.slice(2)}/${last}` : `INV ${number}`),
    () => `Klantnr ${random.int(1000, 9999)} factuur ${number}`,
  ];
  return random.pick(styles)();
}

export function buildFixtureBooks(seed = 19): FixtureBooks {
  const random = createRandom(seed);
  const used = new Set<string>();
  const customers = Array.from({ length: 45 }, () => makeParty(random, used));
  const suppliers = Array.from({ length: 18 }, () => makeParty(random, used));
  const invoices: MatchInvoice[] = [];
  const lines: TruthLine[] = [];
  let sequence = 0;
  let lineCount = 0;
  const toleranceCents = 50;
  const partyOf = new Map<string, Party>();

  const issue = (
    customer: Party,
    date: string,
    totalCents: number,
    reference: "rf" | "bk" | "none",
    corrects?: string,
  ): MatchInvoice => {
    sequence += 1;
    const number = `2024-${String(sequence).padStart(4, "0")}`;
    const paymentReference =
      reference === "rf"
        ? createCreditorReference(number)
        : reference === "bk"
          ? createBetalingskenmerk(`2024${sequence}`)
          : "";
    const invoice: MatchInvoice = {
      id: `issued-${sequence}`,
      side: "issued",
      number,
      partyName: customer.name,
      partyIbans: [],
      issueDate: date,
      dueDate: addDays(date, 30),
      currency: "EUR",
      totalCents,
      openCents: totalCents,
      paymentReference,
      ...(corrects ? { correctsInvoiceId: corrects } : {}),
    };
    invoices.push(invoice);
    partyOf.set(invoice.id, customer);
    return invoice;
  };

  let received = 0;
  const receive = (supplier: Party, date: string, totalCents: number, withKenmerk: boolean): MatchInvoice => {
    received += 1;
    const style = received % 4;
    const number =
      style === 0
        ? `INV-${80_000 + received * 7}`
        : style === 1
          ? `F2024/${String(received * 3).padStart(4, "0")}`
          : style === 2
            ? String(5_000_000 + received * 13)
            : `SUP-24-${received}`;
    const invoice: MatchInvoice = {
      id: `received-${received}`,
      side: "received",
      number,
      partyName: supplier.name,
      partyIbans: [supplier.iban],
      issueDate: date,
      dueDate: addDays(date, 14),
      currency: "EUR",
      totalCents,
      openCents: totalCents,
      paymentReference: withKenmerk ? createBetalingskenmerk(String(700_000_000 + received * 31)) : "",
    };
    invoices.push(invoice);
    partyOf.set(invoice.id, supplier);
    return invoice;
  };

  const pay = (
    scenario: string,
    truth: readonly string[],
    line: Omit<TruthLine, "id" | "truth" | "scenario" | "endToEndId" | "reversal"> & {
      endToEndId?: string;
      reversal?: boolean;
    },
  ): TruthLine => {
    lineCount += 1;
    const full: TruthLine = {
      id: `line-${lineCount}`,
      truth,
      scenario,
      endToEndId:
        line.endToEndId ?? (random.chance(0.6) ? "NOTPROVIDED" : `E2E${random.int(100000, 999999)}`),
      reversal: line.reversal ?? false,
      ...line,
    };
    lines.push(full);
    return full;
  };
  const from = (party: Party) => ({ name: party.bankName, iban: party.iban, bic: party.bic });
  const amount = (): number => random.int(50, 9_000) * 100 + (random.chance(0.7) ? random.int(0, 99) : 0);

  for (let month = 1; month <= 12; month++) {
    const monthStart = `2024-${String(month).padStart(2, "0")}-01`;
    for (let index = 0; index < 24; index++) {
      const customer = random.pick(customers);
      const date = addDays(monthStart, random.int(0, 20));
      const roll = random.next();
      const referenceKind = roll < 0.45 ? "rf" : roll < 0.65 ? "bk" : "none";
      const invoice = issue(customer, date, amount(), referenceKind);
      const paidOn = addDays(date, random.int(3, 45));
      const scenario = random.next();
      const reference = invoice.paymentReference;
      if (scenario < 0.3 && reference) {
        const printed = random.chance(0.5)
          ? formatCreditorReference(reference).replace(/^RF\d\d.*$/, (rf) => rf)
          : reference;
        pay("structured reference", [invoice.id], {
          date: paidOn,
          amountCents: invoice.totalCents,
          ...from(customer),
          text: "",
          reference: reference.startsWith("RF") ? printed.replace(/\s/g, "") : reference,
        });
      } else if (scenario < 0.4 && reference) {
        const shown = reference.startsWith("RF")
          ? formatCreditorReference(reference)
          : reference.replace(/(\d{4})(?=\d)/g, "$1 ");
        pay("reference in text", [invoice.id], {
          date: paidOn,
          amountCents: invoice.totalCents,
          ...from(customer),
          text: `Betalingskenmerk ${shown}`,
          reference: "",
        });
      } else if (scenario < 0.62) {
        pay("number in text", [invoice.id], {
          date: paidOn,
          amountCents: invoice.totalCents,
          ...from(customer),
          text: retype(random, invoice.number),
          reference: "",
        });
      } else if (scenario < 0.67) {
        const charges = random.int(1, toleranceCents);
        pay("bank charges", [invoice.id], {
          date: paidOn,
          amountCents: invoice.totalCents - charges,
          ...from(customer),
          text: retype(random, invoice.number),
          reference: "",
        });
      } else if (scenario < 0.72) {
        const first = Math.round(invoice.totalCents * random.pick([0.3, 0.5, 0.6]));
        pay("instalment", [invoice.id], {
          date: paidOn,
          amountCents: first,
          ...from(customer),
          text: `Termijn 1 ${retype(random, invoice.number)}`,
          reference: "",
        });
        pay("instalment", [invoice.id], {
          date: addDays(paidOn, 30),
          amountCents: invoice.totalCents - first,
          ...from(customer),
          text: `Termijn 2 ${retype(random, invoice.number)}`,
          reference: "",
        });
      } else if (scenario < 0.78) {
        const second = issue(customer, addDays(date, random.int(0, 5)), amount(), "none");
        const third = random.chance(0.4) ? [issue(customer, addDays(date, 6), amount(), "none")] : [];
        const all = [invoice, second, ...third];
        const named = random.chance(0.6);
        pay(
          named ? "several invoices, named" : "several invoices, same customer",
          all.map((item) => item.id),
          {
            date: addDays(paidOn, 7),
            amountCents: all.reduce((sum, item) => sum + item.totalCents, 0),
            ...from(customer),
            text: named
              ? `Facturen ${all.map((item) => item.number).join(", ")}`
              : "Betaling openstaande facturen",
            reference: "",
          },
        );
      } else if (scenario < 0.82) {
        const credit = Math.round(invoice.totalCents * 0.2);
        const note = issue(customer, addDays(date, 3), -credit, "none", invoice.id);
        pay("credit note netted", [invoice.id, note.id], {
          date: paidOn,
          amountCents: invoice.totalCents - credit,
          ...from(customer),
          text: `${retype(random, invoice.number)} minus creditnota`,
          reference: "",
        });
      } else if (scenario < 0.9) {
        pay("name and amount only", [invoice.id], {
          date: paidOn,
          amountCents: invoice.totalCents,
          ...from(customer),
          text: random.pick(["Betaling", "Overboeking", "", "Bedankt!"]),
          reference: "",
        });
      } else if (scenario < 0.93) {
        const payer = makeParty(random, used);
        pay("someone else pays, amount only", [invoice.id], {
          date: paidOn,
          amountCents: invoice.totalCents,
          ...from(payer),
          text: "",
          reference: "",
        });
      } else if (scenario < 0.945) {
        // The customer quotes the number of another of their invoices; the amount is this one's.
        const other = issue(customer, addDays(date, -20), amount(), "none");
        pay("wrong number quoted", [invoice.id], {
          date: paidOn,
          amountCents: invoice.totalCents,
          ...from(customer),
          text: `Factuur ${other.number}`,
          reference: "",
        });
      } else if (scenario < 0.96) {
        // A subscription: two open invoices of the same amount, paid without a word.
        const twin = issue(customer, addDays(date, 1), invoice.totalCents, "none");
        pay("same amount twice", [invoice.id], {
          date: paidOn,
          amountCents: invoice.totalCents,
          ...from(customer),
          text: "Abonnement",
          reference: "",
        });
        void twin;
      } else if (scenario < 0.975) {
        pay("overpaid", [invoice.id], {
          date: paidOn,
          amountCents: invoice.totalCents + 1000,
          ...from(customer),
          text: retype(random, invoice.number),
          reference: "",
        });
      } else if (reference) {
        const line = pay("storno of a paid invoice", [invoice.id], {
          date: paidOn,
          amountCents: invoice.totalCents,
          ...from(customer),
          text: "",
          reference,
        });
        pay("storno of a paid invoice", [invoice.id], {
          date: addDays(paidOn, 3),
          amountCents: -invoice.totalCents,
          ...from(customer),
          text: "Storno",
          reference: "",
          endToEndId: line.endToEndId,
          reversal: true,
        });
      }
      // Otherwise: still unpaid.
    }

    for (let index = 0; index < 9; index++) {
      const supplier = random.pick(suppliers);
      const date = addDays(monthStart, random.int(0, 20));
      const bill = receive(supplier, date, -(-amount()), random.chance(0.35));
      const paidOn = addDays(date, random.int(1, 20));
      const scenario = random.next();
      const to = from(supplier);
      if (scenario < 0.35 && bill.paymentReference) {
        pay("we pay a betalingskenmerk", [bill.id], {
          date: paidOn,
          amountCents: -bill.totalCents,
          ...to,
          text: "",
          reference: bill.paymentReference,
        });
      } else if (scenario < 0.75) {
        pay("we pay with their number", [bill.id], {
          date: paidOn,
          amountCents: -bill.totalCents,
          ...to,
          text: random.pick([`${bill.number}`, `Factuur ${bill.number}`, `inv ${bill.number} klant 8812`]),
          reference: "",
        });
      } else if (scenario < 0.85) {
        pay("we pay, amount and account", [bill.id], {
          date: paidOn,
          amountCents: -bill.totalCents,
          ...to,
          text: "Betaling",
          reference: "",
        });
      } else if (scenario < 0.9) {
        const credit = Math.round(bill.totalCents * 0.1);
        received += 1;
        const note: MatchInvoice = {
          ...bill,
          id: `received-${received}`,
          number: `CN-${received}`,
          totalCents: -credit,
          openCents: -credit,
          paymentReference: "",
          correctsInvoiceId: bill.id,
        };
        invoices.push(note);
        pay("we pay, then supplier refunds a credit note", [bill.id], {
          date: paidOn,
          amountCents: -bill.totalCents,
          ...to,
          text: `Factuur ${bill.number}`,
          reference: "",
        });
        pay("we pay, then supplier refunds a credit note", [note.id], {
          date: addDays(paidOn, 10),
          amountCents: credit,
          ...to,
          text: `Creditnota ${note.number} restitutie`,
          reference: "",
        });
      }
    }

    // Lines that belong to no invoice: salaries, rent, card payments, tax, interest, transfers.
    for (let index = 0; index < 14; index++) {
      const date = addDays(monthStart, random.int(0, 27));
      const other = makeParty(random, used);
      const kind = random.int(0, 5);
      const texts = [
        `Salaris ${String(month).padStart(2, "0")}-2024`,
        `Huur ${["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"][month - 1]} 2024`,
        `BEA, Betaalpas ALBERT HEIJN ${random.int(1000, 9999)},PAS${random.int(100, 999)} NR:${random.int(10000, 99999)}, ${date.slice(8)}.${date.slice(5, 7)}.24/${random.int(10, 23)}:${random.int(10, 59)}`,
        `Belastingdienst aanslag ${random.int(1_000_000_000, 9_999_999_999)}`,
        `Rente ${month}e kwartaal`,
        `Spaarrekening overboeking`,
      ];
      pay("no invoice", [], {
        date,
        amountCents: (kind === 4 ? 1 : -1) * random.int(500, 300_000),
        ...from(other),
        text: texts[kind] ?? "",
        reference: "",
      });
    }
  }
  lines.sort((a, b) => a.date.localeCompare(b.date));
  return { invoices, lines, toleranceCents };
}
