import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import HomePage from "../../client/features/home/home-page";
import ToolsPage from "../../client/features/tools/tools-page";
import { renderInDutch } from "./in-dutch";

/** Renders a page as the only route of a memory router, so its links resolve. */
async function renderPage(Page: () => ReactElement): Promise<void> {
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole("heading", { level: 1 });
}

describe("the home page and /tools in Dutch", () => {
  renderInDutch();

  it("shows the home page in Dutch", async () => {
    await renderPage(HomePage);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain(
      "factuur- en datatools voor Nederlandse bedrijven",
    );
    expect(screen.getByRole("heading", { name: "Uw bestanden blijven op uw computer" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Bankafschriftconverter" })).toBeTruthy();
    expect(screen.getAllByText("Draait in uw browser").length).toBeGreaterThan(0);
    expect(
      screen.getByRole("link", { name: /^Zet een afschrift om\s*: Bankafschriftconverter$/ }),
    ).toBeTruthy();
    expect(screen.queryByText("Who it is for")).toBeNull();
  });

  it("shows /tools with the details and tables in Dutch", async () => {
    await renderPage(ToolsPage);
    expect(screen.getByRole("heading", { name: "Welke tool heb ik nodig?" })).toBeTruthy();
    expect(screen.getByText("Ik wil mijn banktransacties in Excel")).toBeTruthy();
    expect(screen.getByText("Elk veld dat artikel 35a Wet OB vereist")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Account nodig" })).toBeTruthy();
  });
});
