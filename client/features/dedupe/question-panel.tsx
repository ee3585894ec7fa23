import type { ReactElement } from "react";
import type { Answer, LabelledPair } from "../../../core/dedupe/active-learning";
import { m } from "../../../core/i18n/messages";
import { formatCount } from "./dedupe-text";
import { HEADING, PANEL, SECONDARY_BUTTON } from "./ui";
import type { QuestionView } from "./worker-protocol";

/** What a run found: clusters, and rows the merge would remove (every member but one per cluster). */
export interface ResultSize {
  readonly clusters: number;
  readonly rowsRemoved: number;
}

interface QuestionPanelProps {
  readonly headers: readonly string[];
  readonly questions: readonly QuestionView[];
  readonly labels: readonly LabelledPair[];
  /** The result now, and before the last answer (null before the first). */
  readonly size: ResultSize;
  readonly before: ResultSize | null;
  readonly busy: boolean;
  readonly onAnswer: (question: QuestionView, answer: Answer) => void;
  readonly onUndo: () => void;
}

const ANSWERS: readonly { answer: Answer; label: () => string }[] = [
  { answer: "same", label: m.dedupe_question_same },
  { answer: "different", label: m.dedupe_question_different },
  { answer: "unsure", label: m.dedupe_question_unsure },
];

/**
 * "Same or different?": the pair the model is least sure of, two rows side by side. Each answer
 * retrains the model in the worker and the result above changes; the effect is shown here.
 */
export function QuestionPanel(props: QuestionPanelProps): ReactElement | null {
  const { headers, questions, labels, size, before } = props;
  const question = questions[0];
  if (!question && labels.length === 0) return null;
  return (
    <section className={PANEL} aria-labelledby="dedupe-question-heading">
      <h2 id="dedupe-question-heading" className={HEADING}>
        {m.dedupe_question_heading()}
      </h2>
      <p className="mt-2 text-sm text-gray-800 dark:text-gray-200">{m.dedupe_question_intro()}</p>
      {question ? (
        <div className="mt-3">
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm text-gray-900 dark:text-gray-100">
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1 font-medium">
                    {m.dedupe_question_row()}
                  </th>
                  {headers.map((header, column) => (
                    <th key={`${column}-${header}`} scope="col" className="px-2 py-1 font-medium">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {question.cells.map((cells, side) => (
                  <tr
                    key={question.rowNumbers[side]}
                    className="border-t border-gray-200 dark:border-gray-700"
                  >
                    <th scope="row" className="px-2 py-1 font-normal">
                      {formatCount(question.rowNumbers[side] ?? 0)}
                    </th>
                    {cells.map((cell, column) => (
                      <td key={`${column}-${headers[column]}`} className="px-2 py-1">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            {ANSWERS.map(({ answer, label }) => (
              <button
                key={answer}
                type="button"
                className={SECONDARY_BUTTON}
                disabled={props.busy}
                onClick={() => props.onAnswer(question, answer)}
              >
                {label()}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-gray-800 dark:text-gray-200">{m.dedupe_question_none()}</p>
      )}
      {labels.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-gray-800 dark:text-gray-200">
          <p role="status">
            {m.dedupe_question_effect({
              answers: formatCount(labels.length),
              clusters: formatCount(size.clusters),
              rows: formatCount(size.rowsRemoved),
              beforeClusters: formatCount(before?.clusters ?? size.clusters),
              beforeRows: formatCount(before?.rowsRemoved ?? size.rowsRemoved),
            })}
          </p>
          <button type="button" className={SECONDARY_BUTTON} disabled={props.busy} onClick={props.onUndo}>
            {m.dedupe_question_undo()}
          </button>
        </div>
      )}
    </section>
  );
}
