import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FeedbackForm } from "../../client/features/feedback/feedback-form";
import { useDutchPage } from "./dutch-catalogue";

useDutchPage();

afterEach(() => vi.unstubAllGlobals());

describe("the extraction feedback form in Dutch", () => {
  it("asks, refuses a missing rating and thanks in Dutch", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    render(<FeedbackForm sessionInfo="invoice processor: inv-1" />);
    const form = screen.getByRole("form", { name: "Feedback over het uitlezen" });
    expect(form.textContent).toContain("Hoe goed werkte het uitlezen?");
    expect(screen.getByLabelText("Wat ontbrak of klopte niet? (optioneel)")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Feedback verzenden" }));
    });
    expect(screen.getByText("Kies een beoordeling van 1 tot 5 sterren.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("radio", { name: "1 ster" }));
    fireEvent.click(screen.getByRole("radio", { name: "4 sterren" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Feedback verzenden" }));
    });
    expect(await screen.findByText("Bedankt voor uw feedback!")).toBeTruthy();
  });
});
