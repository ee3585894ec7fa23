import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildExport, type ExportInput } from "../../client/features/dedupe/build-export";
import { describeImportError } from "../../client/features/dedupe/dedupe-text";
import { ENGLISH_EXPORT_TEXT, readExportText } from "../../client/features/dedupe/export-text";
import { FilePicker } from "../../client/features/dedupe/file-picker";
import { ProgressPanel } from "../../client/features/dedupe/progress-panel";
import { QuestionPanel } from "../../client/features/dedupe/question-panel";
import { ReviewPanel } from "../../client/features/dedupe/review-panel";
import { ThresholdControl } from "../../client/features/dedupe/threshold-control";
import type { ClusterView } from "../../client/features/dedupe/worker-protocol";
import { setPageLanguage } from "../../client/lib/i18n/current-language";
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

describe("the duplicate review in Dutch", () => {
  renderInDutch();

  const cluster: ClusterView = {
    id: 3,
    score: 0.97,
    sure: false,
    rows: [0, 4, 9],
    rowNumbers: [2, 6, 11],
    cells: [
      ["Jansen", "1234 AB"],
      ["Janssen", "1234 AB"],
    ],
    evidence: [
      {
        rowNumbers: [2, 6],
        columns: [
          { header: "achternaam", level: "near match", weight: 6.1 },
          { header: "postcode", level: "exact match", weight: 4.25 },
        ],
        weight: 10.35,
        probability: 0.9991,
      },
    ],
  };

  it("explains each cluster, its evidence and the choices in Dutch with Dutch numbers", () => {
    render(
      <ReviewPanel
        result={{
          clusters: [cluster],
          rowCount: 12_345,
          millis: 1_500,
          mode: "fuzzy",
          model: { threshold: 0.9, suggestedThreshold: 0.9, candidatePairs: 4_321 },
          questions: [],
        }}
        headers={["achternaam", "postcode"]}
        accepted={new Uint8Array([1])}
        canUndo={false}
        busy={false}
        onDecide={() => undefined}
        onThreshold={() => undefined}
        onUndo={() => undefined}
        onDownload={() => undefined}
      />,
    );
    expect(screen.getByRole("heading", { name: "3. Controleer de dubbele rijen" })).toBeTruthy();
    expect(screen.getByTestId("stat-Rows in").textContent).toBe("12.345");
    expect(screen.getByText("Vergeleken in 1,5 s.")).toBeTruthy();
    expect(screen.getByText(/Groep 3: 3 rijen, matchkans 97%/)).toBeTruthy();
    expect(screen.getByText("(wordt samengevoegd)")).toBeTruthy();
    expect(screen.getByText("achternaam: bijna gelijk, +6,1")).toBeTruthy();
    expect(screen.getByText("postcode: exact gelijk, +4,3")).toBeTruthy();
    expect(screen.getByText("Rijen 2 en 6: totaal +10,4, matchkans 99,9%")).toBeTruthy();
    expect(screen.getByText("en nog 1 rij")).toBeTruthy();
    expect(screen.getByText(/4\.321 kandidaatparen zijn vergeleken/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Accepteren" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Alles afwijzen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Opgeschoond bestand downloaden" })).toBeTruthy();
    const text = document.body.textContent ?? "";
    for (const english of ["Review the duplicates", "near match", "Accept all", "match probability", "rows"])
      expect(text).not.toContain(english);
  });

  it("says what went wrong with a file in Dutch, by its error code", () => {
    expect(
      describeImportError({ code: "old-xls", message: "This is an old Excel 97-2003 (.xls) file." }),
    ).toBe(
      "Dit is een oud Excel 97-2003-bestand (.xls). Sla het in Excel op als .xlsx of CSV en probeer het opnieuw.",
    );
    expect(
      describeImportError({
        code: "broken-quotes",
        message:
          "A quoted field that starts on row 17 never ends. Check the quote setting, or the file has broken quotes.",
      }),
    ).toContain("op rij 17 begint");
  });
});

describe("'Same or different?' in Dutch", () => {
  renderInDutch();

  it("shows the pair side by side, takes an answer, and shows what the last answer changed", () => {
    const answers: string[] = [];
    let undone = 0;
    render(
      <QuestionPanel
        headers={["Naam", "Plaats"]}
        questions={[
          {
            a: 3,
            b: 8,
            rowNumbers: [5, 10],
            cells: [
              ["Bob Smit", "Utrecht"],
              ["Robert Smit", "Utrecht"],
            ],
            probability: 0.5,
          },
        ]}
        labels={[{ a: 1, b: 2, answer: "different" }]}
        size={{ clusters: 12, rowsRemoved: 1_204 }}
        before={{ clusters: 13, rowsRemoved: 1_206 }}
        busy={false}
        onAnswer={(question, answer) => answers.push(`${question.a}-${question.b} ${answer}`)}
        onUndo={() => {
          undone++;
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Dezelfde of een andere?" })).toBeTruthy();
    expect(screen.getByText("Robert Smit")).toBeTruthy();
    screen.getByRole("button", { name: "Dezelfde klant" }).click();
    screen.getByRole("button", { name: "Weet ik niet" }).click();
    expect(answers).toEqual(["3-8 same", "3-8 unsure"]);
    expect(screen.getByRole("status").textContent).toBe(
      "1 beantwoord. Resultaat nu: 12 clusters, 1.204 rijen te verwijderen (vóór uw laatste antwoord: 13 clusters, 1.206 rijen).",
    );
    screen.getByRole("button", { name: "Laatste antwoord ongedaan maken" }).click();
    expect(undone).toBe(1);
  });
});

describe("the threshold control previews its effect", () => {
  renderInDutch();

  it("asks what another threshold would find once the slider rests, and says it before applying", () => {
    vi.useFakeTimers();
    const asked: number[] = [];
    const model = { threshold: 0.5, suggestedThreshold: 0.5, candidatePairs: 100 };
    const { rerender } = render(
      <ThresholdControl
        model={model}
        busy={false}
        onApply={() => undefined}
        onPreview={(p) => asked.push(p)}
      />,
    );
    fireEvent.change(screen.getByRole("slider"), { target: { value: "80" } });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    vi.useRealTimers();
    expect(asked).toEqual([0.8]);
    rerender(
      <ThresholdControl
        model={model}
        busy={false}
        onApply={() => undefined}
        preview={{ probability: 0.8, clusters: 14, rowsRemoved: 1_019 }}
        onPreview={(p) => asked.push(p)}
      />,
    );
    expect(screen.getByText("Bij 80%: 14 clusters, 1.019 rijen te verwijderen.")).toBeTruthy();
  });
});

describe("the duplicate removal downloads in Dutch", () => {
  renderInDutch();

  const input: ExportInput = {
    kind: "report",
    format: "csv",
    delimiter: ";",
    headers: ["Naam", "Status"],
    rows: [
      ["Jan", "actief"],
      ["Piet", "actief"],
      ["jan", ""],
      ["Anna", "oud"],
    ],
    clusters: [
      { id: 1, rows: [0, 2], score: 0.9 },
      { id: 2, rows: [1, 3], score: 0.5 },
    ],
    accepted: new Set([1]),
    survivor: "keep-first",
    sheetName: "Klanten",
    otherSheets: [],
    sheetIndex: 0,
  };

  async function csv(extra: Partial<ExportInput>): Promise<string> {
    return (await buildExport({ ...input, ...extra }).text()).replace(/^\uFEFF/, "");
  }

  it("names our own columns and statuses in Dutch and leaves the user's column names as they are", async () => {
    const text = readExportText();
    expect(await csv({ text, withProbability: true })).toBe(
      "Naam;Status;Groep;Status;Kans op overeenkomst\r\nJan;actief;1;behouden;0.9\r\n" +
        "Piet;actief;2;behouden (overeenkomst afgewezen);0.5\r\njan;;1;verwijderd: samengevoegd met rij 2;0.9\r\n" +
        "Anna;oud;2;behouden (overeenkomst afgewezen);0.5\r\n",
    );
    expect(await csv({ text, labels: [{ a: 0, b: 2, answer: "same" }] })).toContain(
      "Naam;Status;Groep;Status;Uw antwoorden\r\nJan;actief;1;behouden;dezelfde als rij 4\r\n",
    );
    expect(await csv({ text, kind: "removed" })).toBe("Naam;Status;Groep\r\njan;;1\r\n");
    expect(await csv({ text, clusters: [] })).toContain("Anna;oud;;uniek\r\n");
  });

  it("writes exactly the English words when the page is English", async () => {
    setPageLanguage("en");
    expect(readExportText()).toEqual(ENGLISH_EXPORT_TEXT);
    expect(await csv({ text: readExportText() })).toBe(await csv({}));
  });
});
