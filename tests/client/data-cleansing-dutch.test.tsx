import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { submitQuoteRequest } from "../../client/features/data-cleansing/quote-api";
import { QuoteForm } from "../../client/features/data-cleansing/quote-form";
import { renderInDutch } from "./in-dutch";

describe("the data cleansing quote form in Dutch", () => {
  renderInDutch();

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
});
