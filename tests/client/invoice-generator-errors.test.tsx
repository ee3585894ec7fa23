import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import InvoiceGeneratorPage from "../../client/features/invoice-generator/generator-page";

// The live PDF preview draws with pdf.js on a canvas, which happy-dom has not got; the form is the subject.
vi.mock("../../client/features/invoice-generator/pdf-preview", () => ({ PdfPreview: () => null }));

beforeEach(() => localStorage.clear());

function shownErrors(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
}

async function renderPage(): Promise<void> {
  await act(async () => {
    render(<InvoiceGeneratorPage />);
  });
}

// The whole generator renders and validates in each test: generous on a loaded 2-core machine.
describe("public invoice generator: errors after a field is left or on a download attempt (issue 14 item 10)", {
  timeout: 30_000,
}, () => {
  it("opens without error messages, yet counts what is missing", async () => {
    await renderPage();
    expect(shownErrors()).toEqual([]);
    expect(screen.queryByText("Enter your company name.")).toBeNull();
    expect(screen.queryByRole("list", { name: "Dutch invoice rules" })).toBeNull();
    expect(screen.queryByRole("list", { name: "E-invoice rules" })).toBeNull();
    expect(screen.getByText(/things to fix before you can download/)).toBeTruthy();
  });

  it("shows a required field's error once the field is left empty, and only that one", async () => {
    await renderPage();
    const name = screen.getByLabelText("Your company name");
    await act(async () => {
      fireEvent.focus(name);
      fireEvent.focusOut(name);
    });
    expect(shownErrors()).toEqual([name]);
    const described = document.getElementById(name.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Enter your company name.");
    const rules = screen.getByRole("list", { name: "Dutch invoice rules" });
    expect(
      within(rules)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Enter your company name."]);

    await act(async () => {
      fireEvent.change(name, { target: { value: "Bakkerij Jansen B.V." } });
    });
    expect(shownErrors()).toEqual([]);
  });

  it("shows every check on a download attempt and moves focus to the first field in error", async () => {
    await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    });
    const invalid = shownErrors();
    expect(invalid.length).toBe(12);
    expect(document.activeElement).toBe(invalid[0]);
    expect(screen.getAllByText("Enter the customer's name.").length).toBe(2);
    expect(screen.getByRole("list", { name: "E-invoice rules" }).textContent).toContain("BR-NL-1");
  });

  it("keeps the totals live while errors are held back", async () => {
    await renderPage();
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Line 1 unit price"), { target: { value: "100" } });
    });
    expect(screen.getByTestId("total-incl-vat").textContent).toBe("€121.00");
    expect(shownErrors()).toEqual([]);
  });
});
