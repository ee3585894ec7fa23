import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  loadRememberedMappings,
  rememberMapping,
} from "../../client/features/bank-statements/csv-mapping-memory";
import { CsvMappingPreview } from "../../client/features/bank-statements/csv-mapping-preview";
import type { ConvertedFileSummary } from "../../client/features/bank-statements/worker-protocol";
import type { CsvMapping } from "../../core/bank/csv/infer-mapping";

const MAPPING: CsvMapping = {
  bank: "",
  headerRow: 0,
  headers: ["Datum", "Saldo", "Bedrag", "Wie"],
  roles: ["date", "balanceAfter", "amount", "name"],
};

const FILE: ConvertedFileSummary = {
  fileName: "bank.csv",
  format: "csv",
  encoding: "utf-8",
  statementCount: 1,
  warnings: [],
  csv: { mapping: MAPPING, sample: [["01-03-2024", "-10,00", "90,00", "Shop"]], remembered: false },
};

describe("the CSV column preview", () => {
  it("shows each column with its first values and converts again with the corrected roles", () => {
    const onApply = vi.fn();
    render(<CsvMappingPreview file={FILE} onApply={onApply} />);
    expect(screen.getByText("-10,00")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Saldo"), { target: { value: "amount" } });
    fireEvent.change(screen.getByLabelText("Bedrag"), { target: { value: "balanceAfter" } });
    fireEvent.click(screen.getByRole("button", { name: "Convert again with these columns" }));
    expect(onApply).toHaveBeenCalledWith("bank.csv", {
      ...MAPPING,
      roles: ["date", "amount", "balanceAfter", "name"],
    });
  });

  it("says what is missing instead of converting without a date or an amount", () => {
    const onApply = vi.fn();
    render(<CsvMappingPreview file={FILE} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText("Bedrag"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Convert again with these columns" }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toContain("at least a date column and an amount column");
  });

  it("keeps an anonymous user's correction in this tab's session storage only", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    sessionStorage.clear();
    await rememberMapping(false, MAPPING);
    expect(await loadRememberedMappings(false)).toEqual([
      { signature: "headers:datum|saldo|bedrag|wie", mapping: MAPPING },
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
    sessionStorage.setItem("factuurkit:bank-csv-mappings", '[{"signature":"x","mapping":{"roles":"evil"}}]');
    expect(await loadRememberedMappings(false)).toEqual([]);
    fetchSpy.mockRestore();
  });
});
