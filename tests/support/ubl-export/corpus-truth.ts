import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Where ../shared lives from a checkout (/work/main) or a worktree one level deeper (/work/wt/x). */
export function findShared(...parts: string[]): string | null {
  for (const base of ["..", "../.."]) {
    const path = resolve(process.cwd(), base, "shared", ...parts);
    if (existsSync(path)) return path;
  }
  return null;
}

/** What a person would type in the review, from one truth file; null where the truth says nothing. */
export interface ReviewTruth {
  readonly set: "invoices" | "everyday";
  readonly name: string;
  /** The PDF the extraction reads (the text-only copy of a hybrid PDF), and the original to embed. */
  readonly readPath: string;
  readonly originalPath: string;
  readonly documentType: "invoice" | "credit-note";
  readonly invoiceNumber: string | null;
  readonly invoiceDate: string | null;
  readonly dueDate: string | null;
  readonly currency: string | null;
  readonly supplierName: string | null;
  readonly supplierVatId: string | null;
  readonly supplierIban: string | null;
  readonly buyerName: string | null;
  readonly buyerVatId: string | null;
  readonly subtotalCents: number | null;
  readonly vatTotalCents: number | null;
  readonly totalCents: number | null;
  readonly amountDueCents: number | null;
  /** The printed VAT breakdown with its categories (the hybrid set's truth has it). */
  readonly vatBreakdown:
    | readonly { rate: string; baseCents: number; vatCents: number; category: string }[]
    | null;
}

export function toCents(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  const [whole = "0", fraction = ""] = value.trim().replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
  const rest = fraction.slice(2).replace(/0+$/, "");
  if (rest !== "") return null;
  return value.trim().startsWith("-") ? -cents : cents;
}

interface HybridTruth {
  invoiceNumber: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  sellerName: string | null;
  sellerVatId: string | null;
  sellerIban: string | null;
  buyerName: string | null;
  buyerVatId: string | null;
  netTotal: string | null;
  vatTotal: string | null;
  grandTotal: string | null;
  amountDue: string | null;
  documentType: string | null;
  vatBreakdown: {
    rate: string | null;
    base: string | null;
    amount: string | null;
    category: string | null;
  }[];
}

function readHybrid(dir: string, name: string): ReviewTruth {
  const truth = JSON.parse(readFileSync(join(dir, `${name}.truth.json`), "utf8")) as HybridTruth;
  const textOnly = join(dir, `${name}.text-only.pdf`);
  return {
    set: "invoices",
    name,
    readPath: existsSync(textOnly) ? textOnly : join(dir, `${name}.pdf`),
    originalPath: join(dir, `${name}.pdf`),
    documentType: truth.documentType === "381" ? "credit-note" : "invoice",
    invoiceNumber: truth.invoiceNumber,
    invoiceDate: truth.issueDate,
    dueDate: truth.dueDate,
    currency: truth.currency,
    supplierName: truth.sellerName,
    supplierVatId: truth.sellerVatId,
    supplierIban: truth.sellerIban,
    buyerName: truth.buyerName,
    buyerVatId: truth.buyerVatId,
    subtotalCents: toCents(truth.netTotal),
    vatTotalCents: toCents(truth.vatTotal),
    totalCents: toCents(truth.grandTotal),
    amountDueCents: toCents(truth.amountDue),
    vatBreakdown: truth.vatBreakdown.map((row) => ({
      rate: row.rate ?? "0",
      baseCents: toCents(row.base) ?? 0,
      vatCents: toCents(row.amount) ?? 0,
      category: row.category ?? "S",
    })),
  };
}

interface EverydayTruth {
  supplier?: string;
  number?: string;
  date?: string;
  totalCents?: number;
  netCents?: number;
  vatCents?: number;
  currency?: string;
  vatId?: string;
  iban?: string;
}

function readEveryday(dir: string, name: string): ReviewTruth {
  const truth = JSON.parse(readFileSync(join(dir, `${name}.truth.json`), "utf8")) as EverydayTruth;
  return {
    set: "everyday",
    name,
    readPath: join(dir, `${name}.pdf`),
    originalPath: join(dir, `${name}.pdf`),
    documentType: "invoice",
    invoiceNumber: truth.number ?? null,
    invoiceDate: truth.date ?? null,
    dueDate: null,
    currency: truth.currency ?? null,
    supplierName: truth.supplier ?? null,
    supplierVatId: truth.vatId ?? null,
    supplierIban: truth.iban ?? null,
    buyerName: null,
    buyerVatId: null,
    subtotalCents: truth.netCents ?? null,
    vatTotalCents: truth.vatCents ?? null,
    totalCents: truth.totalCents ?? null,
    amountDueCents: null,
    vatBreakdown: null,
  };
}

/** Every invoice of both dev sets with its truth, sorted by name; empty when ../shared is absent. */
export function loadReviewTruths(): ReviewTruth[] {
  const out: ReviewTruth[] = [];
  for (const set of ["invoices", "everyday"] as const) {
    const dir = findShared("corpus", set);
    if (!dir) continue;
    const names = readdirSync(dir)
      .filter((file) => file.endsWith(".truth.json"))
      .map((file) => file.replace(/\.truth\.json$/, ""))
      .sort();
    for (const name of names) out.push(set === "invoices" ? readHybrid(dir, name) : readEveryday(dir, name));
  }
  return out;
}
