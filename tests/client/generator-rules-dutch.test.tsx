import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FindingsPanel } from "../../client/features/invoice-generator/findings-panel";
import {
  WORDED_EINVOICE_RULES,
  wordEInvoiceRule,
  wordRuleFinding,
} from "../../client/features/invoice-generator/rule-words";
import { checkDutchInvoiceRules } from "../../core/invoice/dutch-rules";
import { selectRules } from "../../core/invoice/einvoice/validate";
import { assessIssueReadiness } from "../../core/invoice/issue-readiness";
import { createEmptyInvoice, createEmptyLine, type Invoice } from "../../core/invoice/model";
import { prepareInvoice } from "../../core/invoice/prepare-invoice";
import { useDutchPage } from "./dutch-catalogue";

useDutchPage();

const ENGLISH = /\b(the|and|your|Enter|Choose|must|with|Line|invoice|customer)\b/;
const EMPTY = createEmptyInvoice("2026-11-26");

const SUPPLIER = {
  ...EMPTY.supplier,
  name: "Bakkerij De Gouden Korst B.V.",
  vatNumber: "NL123456782B01",
  kvk: "12345678",
  iban: "NL91ABNA0417164300",
  address: { street: "Damrak 1", postcode: "1012 LG", city: "Amsterdam", country: "NL" },
};

/** Invoices that between them fail every kind of check the generator makes while a person types. */
const INVOICES: readonly Invoice[] = [
  EMPTY,
  { ...EMPTY, kind: "credit-note", precedingInvoice: { number: "", issueDate: "" } },
  { ...EMPTY, lines: [], currency: "USD", dueDate: "2000-01-01", delivery: { kind: "date", date: "x" } },
  {
    ...EMPTY,
    supplier: { ...SUPPLIER, kvk: "123", iban: "NL00ABNA0417164300", kor: true },
    customer: {
      ...EMPTY.customer,
      name: "Café De Zwaan",
      vatNumber: "DE12",
      kvk: "12",
      address: { street: "", postcode: "1234 SA", city: "", country: "NL" },
    },
    number: "ABC",
    delivery: { kind: "period", start: "2026-03-10", end: "2026-03-01" },
    lines: [
      { ...createEmptyLine(), description: "Taart", quantity: "0", unitPrice: "-1", vatRate: "7" },
      {
        ...createEmptyLine(),
        quantity: "1,23456",
        unitPrice: "abc",
        discount: { kind: "percent", value: "120" },
      },
      { ...createEmptyLine(), vatCategory: "K", vatRate: "0", discount: { kind: "amount", value: "-1" } },
      { ...createEmptyLine(), vatCategory: "O", vatRate: "" },
      { ...createEmptyLine(), vatCategory: "AE", vatRate: "0" },
      { ...createEmptyLine(), vatCategory: "G", vatRate: "0", unit: "XX" },
    ],
    simplified: true,
  },
  {
    ...EMPTY,
    supplier: {
      ...SUPPLIER,
      vatNumber: "NL123456789B01",
      iban: "XX12",
      address: { ...SUPPLIER.address, postcode: "12" },
    },
    customer: {
      ...EMPTY.customer,
      vatNumber: "GR123456789",
      address: { ...EMPTY.customer.address, country: "" },
    },
  },
];

describe("the generator's checks in Dutch", () => {
  it("words every finding of the Dutch invoice rules, values and line numbers kept", () => {
    const messages = new Set(
      INVOICES.flatMap((invoice) => checkDutchInvoiceRules(invoice).map((f) => f.message)),
    );
    expect(messages.size).toBeGreaterThan(35);
    for (const message of messages) {
      const dutch = wordRuleFinding(message);
      expect(dutch, message).not.toMatch(ENGLISH);
      expect(dutch, message).not.toBe(message);
    }
    expect(wordRuleFinding("Enter the customer's name.")).toBe("Vul de naam van de klant in.");
    expect(wordRuleFinding("Line 2: describe what you supplied.")).toBe("Regel 2: beschrijf wat u leverde.");
    expect(wordRuleFinding("Enter a KvK number. Dutch businesses state it on every invoice.")).toBe(
      "Vul een KvK-nummer in. Nederlandse bedrijven vermelden het op elke factuur.",
    );
  });

  it("words the e-invoice rules the generator's UBL fails, the rule id kept", () => {
    const ids = new Set<string>();
    for (const invoice of INVOICES.slice(0, 2))
      for (const profile of ["nlcius", "peppol"] as const)
        for (const finding of assessIssueReadiness(prepareInvoice(invoice), profile).einvoice) {
          ids.add(finding.id);
          expect(wordEInvoiceRule(finding.id, finding.explanation), finding.id).not.toMatch(ENGLISH);
        }
    expect(ids).toContain("BR-06");
    expect(wordEInvoiceRule("BR-06", "")).toBe("Een factuur moet de naam van de verkoper bevatten (BT-27).");
  });

  it("keeps the English of each worded rule equal to the validator's", async () => {
    const { setPageLanguage } = await import("../../client/lib/i18n/current-language");
    const rules = new Map(
      [...selectRules("peppol"), ...selectRules("nlcius")].map((rule) => [rule.id, rule]),
    );
    setPageLanguage("en");
    for (const id of WORDED_EINVOICE_RULES) {
      const rule = rules.get(id);
      expect(rule, id).toBeDefined();
      expect(wordEInvoiceRule(id, rule?.explanation ?? "")).toBe(rule?.explanation);
    }
  });

  it("lists findings in Dutch in the checks panel", () => {
    const readiness = assessIssueReadiness(prepareInvoice(EMPTY), "nlcius");
    render(<FindingsPanel dutch={readiness.dutch} einvoice={readiness.einvoice} pdfReady={false} />);
    expect(screen.getByText("Vul de naam van de klant in.")).toBeTruthy();
    expect(screen.getByRole("list", { name: "E-factuurregels" }).textContent).not.toMatch(ENGLISH);
  });
});
