import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FilePicker } from "../../client/features/dedupe/file-picker";
import { renderInDutch } from "./in-dutch";

function pick(input: HTMLElement, file: File): void {
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  fireEvent.change(input);
}

describe("the duplicate tool's file picker (issue 27 item 17)", () => {
  it("names the file it opened instead of 'No file chosen'", () => {
    const onFile = vi.fn();
    render(<FilePicker onFile={onFile} disabled={false} />);
    const input = screen.getByLabelText("Choose a spreadsheet (CSV, TSV, TXT or XLSX)");
    expect(input.getAttribute("type")).toBe("file");
    expect(screen.getByTestId("chosen-file").textContent).toBe("No file chosen yet");

    const file = new File(["naam;plaats\n"], "klanten.csv", { type: "text/csv" });
    pick(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.getByTestId("chosen-file").textContent).toBe("Chosen file: klanten.csv");
    // Screen readers hear it with the input too.
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Chosen file: klanten.csv",
    );
    // The input is emptied so the same file can be opened again; the name stays.
    expect((input as HTMLInputElement).value).toBe("");

    pick(input, new File(["a\n"], "leveranciers.xlsx"));
    expect(screen.getByTestId("chosen-file").textContent).toBe("Chosen file: leveranciers.xlsx");
  });

  describe("in Dutch", () => {
    renderInDutch();
    it("says 'Gekozen bestand'", () => {
      render(<FilePicker onFile={vi.fn()} disabled={false} />);
      expect(screen.getByTestId("chosen-file").textContent).toBe("Nog geen bestand gekozen");
      pick(
        screen.getByLabelText("Kies een spreadsheet (CSV, TSV, TXT of XLSX)"),
        new File(["x"], "klanten.csv"),
      );
      expect(screen.getByTestId("chosen-file").textContent).toBe("Gekozen bestand: klanten.csv");
      expect(screen.getByText("Bestand kiezen")).toBeTruthy();
    });
  });
});
