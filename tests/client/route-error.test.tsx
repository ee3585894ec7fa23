import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RouteError } from "../../client/components/shell/route-error";
import { ChunkLoadError } from "../../client/lib/chunk-loader";

const reset = (): void => undefined;

describe("RouteError", () => {
  it("says 'Unexpected Application Error!' for an ordinary error, without its message", () => {
    render(<RouteError error={new Error("secret internals")} reset={reset} />);
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.queryByText(/secret internals/)).toBeNull();
  });

  it("offers a retry for a chunk that failed to load", () => {
    render(<RouteError error={new ChunkLoadError("A page chunk failed to load.")} reset={reset} />);
    expect(screen.getByRole("heading", { name: "This page could not be loaded" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
