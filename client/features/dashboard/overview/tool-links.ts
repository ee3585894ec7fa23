/** The three tools the overview points to, with one line each (quick actions and the empty state). */
export const DASHBOARD_TOOLS = [
  {
    action: "Upload an invoice",
    path: "/dashboard/processor",
    line: "Upload PDF invoices or scans; we read supplier, dates, amounts and VAT for you to check.",
  },
  {
    action: "Create an invoice",
    path: "/dashboard/generator",
    line: "Write an invoice or credit note with gap-free numbering, as PDF and e-invoice (UBL).",
  },
  {
    action: "Convert a statement",
    path: "/dashboard/bank-statements",
    line: "Turn MT940 or CAMT bank statements into Excel and keep your balances here.",
  },
] as const;
