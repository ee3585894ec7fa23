import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { submitQuoteRequest } from "../../client/features/data-cleansing/quote-api";
import { wordQuoteError } from "../../client/features/data-cleansing/quote-errors";
import { QuoteForm } from "../../client/features/data-cleansing/quote-form";
import { buildHeadTags } from "../../client/lib/head-tags";
import { EMPTY_QUOTE_FORM, quoteRequestSchema } from "../../core/leads/quote-request";
import { readPageFaq } from "../../core/site/page-meta";
import { renderInDutch } from "./in-dutch";

describe("the data cleansing quote form in Dutch", () => {
  renderInDutch();

  it("asks and answers the FAQ in Dutch, on the page and in its structured data", () => {
    const faq = readPageFaq("/data-cleansing-services");
    expect(faq.map((entry) => entry.question)).toEqual([
      "Wat kost een offerte voor het opschonen van gegevens?",
      "Hoe snel krijg ik antwoord?",
      "Moet ik mijn gegevens met de aanvraag meesturen?",
    ]);
    for (const entry of faq)
      expect(`${entry.question} ${entry.answer}`).not.toMatch(/\b(the|and|your|with)\b/);
    const script = buildHeadTags("/data-cleansing-services", "https://factuurkit.example", "nl").find(
      (tag) => tag.tag === "script",
    );
    expect(script?.text).toContain("Hoe snel krijg ik antwoord?");
  });

  it("labels the fields and the data types in Dutch", () => {
    render(<QuoteForm submit={async () => ({ ok: true })} renderConfirmation={() => null} />);
    expect(screen.getByLabelText(/^Naam/)).toBeTruthy();
    expect(screen.getByLabelText("Bedrijf")).toBeTruthy();
    expect(screen.getByLabelText(/^Geschat aantal records/)).toBeTruthy();
    expect(screen.getByRole("option", { name: "Klant- of contactgegevens" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Offerte aanvragen" })).toBeTruthy();
  });

  it("counts the fields to correct in Dutch", () => {
    render(<QuoteForm submit={async () => ({ ok: true })} renderConfirmation={() => null} />);
    fireEvent.click(screen.getByRole("button", { name: "Offerte aanvragen" }));
    expect(screen.getByRole("alert").textContent).toMatch(/^Verbeter \d+ velden:/);
  });

  it("explains a refused request in Dutch", async () => {
    const fetcher = async (): Promise<Response> =>
      new Response(null, { status: 429, headers: { "Retry-After": "120" } });
    const request = {
      name: "Anna",
      company: "",
      email: "anna@example.nl",
      phone: "",
      dataType: "customers" as const,
      recordCount: 25_000,
      message: "",
    };
    const result = await submitQuoteRequest(request, fetcher);
    expect(result.ok ? "" : result.message).toMatch(
      /^We hebben zojuist meerdere aanvragen .* over 2 minuten/,
    );
  });

  it("says what to correct in each field in Dutch", () => {
    render(<QuoteForm submit={async () => ({ ok: true })} renderConfirmation={() => null} />);
    fireEvent.change(screen.getByLabelText(/^Telefoon/), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Offerte aanvragen" }));
    const alert = screen.getByRole("alert").textContent ?? "";
    for (const text of [
      "Naam is verplicht",
      "E-mailadres is verplicht",
      "Vul een telefoonnummer van 8 tot 15 cijfers in, bijvoorbeeld +31 20 123 4567",
      "Kies het soort data",
      "Vul het geschatte aantal records in",
    ])
      expect(alert).toContain(text);
    expect(alert).not.toMatch(/\b(is required|Please|Enter|Choose)\b/);
  });

  it("has Dutch words for every message the shared quote schema gives", () => {
    const long = "x".repeat(3000);
    const bad: Record<string, string>[] = [
      { name: long, company: long, phone: long, message: long, email: long, recordCount: "12a" },
      {
        name: "a\u0001",
        company: "b\u0001",
        phone: "\u0001",
        message: "\u0001",
        email: "x",
        recordCount: "0",
      },
      { email: "", recordCount: "" },
    ];
    const messages = new Set<string>();
    for (const values of bad) {
      const result = quoteRequestSchema.safeParse({ ...EMPTY_QUOTE_FORM, ...values });
      for (const issue of result.error?.issues ?? []) messages.add(issue.message);
    }
    expect(messages.size).toBeGreaterThan(10);
    for (const english of messages) expect(wordQuoteError(english), english).not.toBe(english);
  });
});
