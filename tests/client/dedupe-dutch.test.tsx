import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FilePicker } from "../../client/features/dedupe/file-picker";
import { ProgressPanel } from "../../client/features/dedupe/progress-panel";
import { renderInDutch } from "./in-dutch";

describe("the duplicate removal tool's file picker and progress in Dutch", () => {
  renderInDutch();

  it("asks for a spreadsheet in Dutch", () => {
    render(<FilePicker onFile={() => undefined} disabled={false} />);
    expect(screen.getByText("Kies een spreadsheet (CSV, TSV, TXT of XLSX)")).toBeTruthy();
  });

  it("shows progress with a Dutch cancel button", () => {
    render(<ProgressPanel label="Rijen lezen" progress={{ done: 1, total: 4 }} onCancel={() => undefined} />);
    expect(screen.getByRole("progressbar", { name: "Rijen lezen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Annuleren" })).toBeTruthy();
  });
});
