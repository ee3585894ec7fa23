import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QuoteForm, type QuoteSubmitResult } from "../../client/features/data-cleansing/quote-form";
import {
  EMPTY_QUOTE_FORM,
  type QuoteFormValues,
  type QuoteRequest,
  validateQuoteRequest,
} from "../../core/leads/quote-request";

const VALID: QuoteFormValues = {
  name: "  Jan de Vries ",
  company: "Bakkerij de Vries B.V.",
  email: " j.devries@bakkerijdevries.nl ",
  phone: "+31 20 123 4567",
  dataType: "customers",
  recordCount: "25.000",
  message: "Our CRM has duplicates.\nPlease help.",
};

function withField(field: keyof QuoteFormValues, value: string): QuoteFormValues {
  return { ...VALID, [field]: value };
}

function errorsFor(values: unknown): Record<string, string> {
  const result = validateQuoteRequest(values);
  return result.ok ? {} : result.errors;
}

describe("validateQuoteRequest", () => {
  it("accepts a complete request, trimmed, with the record count as a number", () => {
    const result = validateQuoteRequest(VALID);
    expect(result).toEqual({
      ok: true,
      value: {
        name: "Jan de Vries",
        company: "Bakkerij de Vries B.V.",
        email: "j.devries@bakkerijdevries.nl",
        phone: "+31 20 123 4567",
        dataType: "customers",
        recordCount: 25000,
        message: "Our CRM has duplicates.\nPlease help.",
      },
    });
  });

  it("requires name, e-mail, data type and record count, but not company, phone or message", () => {
    const errors = errorsFor(EMPTY_QUOTE_FORM);
    expect(Object.keys(errors).sort()).toEqual(["dataType", "email", "name", "recordCount"]);
    expect(errors.name).toBe("Name is required");
    expect(errors.email).toBe("Email is required");
  });

  it.each(["a@b", "a b@c.nl", "@c.nl", "jan@", "jan@@c.nl", `${"x".repeat(250)}@c.nl`])(
    "rejects the e-mail address %s",
    (email) => {
      expect(errorsFor(withField("email", email)).email).toBe("Please enter a valid email address");
    },
  );

  it.each(["0", "-5", "1e6", "twelve", "99999999999", "1000000001"])(
    "rejects the record count %s",
    (count) => {
      expect(errorsFor(withField("recordCount", count)).recordCount).toBeDefined();
    },
  );

  it.each(["12345", "abc", "+31 20 123 4567 8901 23", "0612345678; DROP TABLE"])(
    "rejects the phone %s",
    (phone) => {
      expect(errorsFor(withField("phone", phone)).phone).toBeDefined();
    },
  );

  it("rejects oversized fields", () => {
    expect(errorsFor(withField("name", "x".repeat(101))).name).toContain("at most 100");
    expect(errorsFor(withField("company", "x".repeat(151))).company).toContain("at most 150");
    expect(errorsFor(withField("message", "x".repeat(2001))).message).toContain("at most 2000");
  });

  it("rejects control characters and header injection in single-line fields", () => {
    expect(errorsFor(withField("name", "Jan\u0000")).name).toContain("not allowed");
    expect(errorsFor(withField("company", "ACME\r\nBcc: victim@example.com")).company).toContain(
      "not allowed",
    );
    expect(errorsFor(withField("message", "bell\u0007")).message).toContain("not allowed");
  });

  it("rejects an unknown data type, unknown fields and input that is not a form object", () => {
    expect(errorsFor(withField("dataType", "passwords")).dataType).toBe("Choose the type of data");
    expect(validateQuoteRequest({ ...VALID, admin: "true" }).ok).toBe(false);
    for (const input of [null, undefined, "name=Jan", 42, [VALID]]) {
      expect(validateQuoteRequest(input).ok).toBe(false);
    }
  });
});

function fill(label: RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("QuoteForm", () => {
  it("shows every error, marks the fields and focuses the first one, without submitting", () => {
    const submit = vi.fn<(request: QuoteRequest) => Promise<QuoteSubmitResult>>();
    render(<QuoteForm submit={submit} renderConfirmation={() => null} />);
    fireEvent.click(screen.getByRole("button", { name: "Request a quote" }));
    const summary = screen.getByRole("alert");
    expect(summary.textContent).toContain("Please correct 4 fields");
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
    const describedBy = name.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Name is required");
    expect(screen.getByLabelText(/^Company/).getAttribute("aria-invalid")).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it("submits the validated request and shows the confirmation", async () => {
    const submit = vi.fn(async (_request: QuoteRequest): Promise<QuoteSubmitResult> => ({ ok: true }));
    render(
      <QuoteForm
        submit={submit}
        renderConfirmation={(request) => <p>We will reply to {request.email}.</p>}
      />,
    );
    fill(/^Name/, " Jan de Vries ");
    fill(/^E-mail/, "jan@example.nl");
    fireEvent.change(screen.getByLabelText(/^Type of data/), { target: { value: "crm" } });
    fill(/^Approximate number of records/, "12 500");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Request a quote" }));
    });
    expect(submit).toHaveBeenCalledWith({
      name: "Jan de Vries",
      company: "",
      email: "jan@example.nl",
      phone: "",
      dataType: "crm",
      recordCount: 12500,
      message: "",
    });
    const heading = screen.getByRole("heading", { name: "Thank you, Jan de Vries" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("We will reply to jan@example.nl.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request a quote" })).toBeNull();
  });

  it("keeps the form and shows the reason when delivery fails", async () => {
    const submit = async (): Promise<QuoteSubmitResult> => ({
      ok: false,
      message: "Too many requests. Try again later.",
    });
    render(<QuoteForm submit={submit} renderConfirmation={() => <p>sent</p>} />);
    fill(/^Name/, "Jan");
    fill(/^E-mail/, "jan@example.nl");
    fireEvent.change(screen.getByLabelText(/^Type of data/), { target: { value: "other" } });
    fill(/^Approximate number of records/, "10");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Request a quote" }));
    });
    expect(screen.getByRole("alert").textContent).toBe("Too many requests. Try again later.");
    expect(screen.getByRole("button", { name: "Request a quote" })).toBeTruthy();
    expect(screen.queryByText("sent")).toBeNull();
  });
});
