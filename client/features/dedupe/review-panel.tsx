import { type ReactElement, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { ClusterCard } from "./cluster-card";
import { formatCount } from "./dedupe-text";
import { ReviewSummary } from "./review-summary";
import { ThresholdControl } from "./threshold-control";
import { BUTTON, HEADING, INPUT, PANEL, SECONDARY_BUTTON } from "./ui";
import type { MatchResult } from "./use-dedupe-worker";
import type { ExportKind, ThresholdPreview } from "./worker-protocol";

interface ReviewPanelProps {
  readonly result: MatchResult;
  readonly headers: readonly string[];
  readonly accepted: Uint8Array;
  readonly canUndo: boolean;
  readonly busy: boolean;
  readonly onDecide: (next: Uint8Array) => void;
  readonly onThreshold: (probability: number) => void;
  /** What another threshold would find; absent for files too large to preview. */
  readonly thresholdPreview?: ThresholdPreview | null;
  readonly onPreviewThreshold?: (probability: number) => void;
  readonly onUndo: () => void;
  readonly onDownload: (kind: ExportKind) => void;
}

const PAGE = 25;

export function ReviewPanel(props: ReviewPanelProps): ReactElement {
  const { result, accepted } = props;
  const [shown, setShown] = useState(PAGE);
  const [minimum, setMinimum] = useState(90);
  const clusters = result.clusters;
  const decide = (index: number, value: boolean): void => {
    const next = accepted.slice();
    next[index] = value ? 1 : 0;
    props.onDecide(next);
  };
  const acceptAbove = (): void => {
    const next = accepted.slice();
    clusters.forEach((cluster, index) => {
      if (cluster.score * 100 >= minimum - 1e-9) next[index] = 1;
    });
    props.onDecide(next);
  };
  const setAll = (value: number): void => props.onDecide(new Uint8Array(clusters.length).fill(value));
  return (
    <section className={PANEL} aria-labelledby="dedupe-review-heading">
      <h2 id="dedupe-review-heading" className={HEADING}>
        {m.dedupe_review_heading()}
      </h2>
      <div className="mt-3">
        <ReviewSummary
          rowCount={result.rowCount}
          clusters={clusters}
          accepted={accepted}
          millis={result.millis}
        />
      </div>
      {clusters.some((cluster) => cluster.sure !== null) && (
        <p className="mt-3 text-sm text-gray-800 dark:text-gray-200">
          {m.dedupe_review_sure_summary({
            sure: formatCount(clusters.filter((cluster) => cluster.sure === true).length),
            review: formatCount(clusters.filter((cluster) => cluster.sure === false).length),
          })}
        </p>
      )}
      {result.model && (
        <ThresholdControl
          model={result.model}
          busy={props.busy}
          onApply={props.onThreshold}
          preview={props.thresholdPreview ?? null}
          {...(props.onPreviewThreshold ? { onPreview: props.onPreviewThreshold } : {})}
        />
      )}
      {clusters.length === 0 ? (
        <p className="mt-4 text-sm text-gray-800 dark:text-gray-200">{m.dedupe_review_none()}</p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
              {result.model ? m.dedupe_review_min_probability() : m.dedupe_review_min_similarity()}
              <input
                type="number"
                min={0}
                max={100}
                className={`${INPUT} w-24`}
                value={minimum}
                onChange={(e) => setMinimum(Number(e.target.value))}
              />
            </label>
            <button type="button" className={SECONDARY_BUTTON} onClick={acceptAbove}>
              {m.dedupe_review_accept_above({ minimum })}
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setAll(1)}>
              {m.dedupe_review_accept_all()}
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setAll(0)}>
              {m.dedupe_review_reject_all()}
            </button>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              disabled={!props.canUndo}
              onClick={props.onUndo}
            >
              {m.dedupe_review_undo()}
            </button>
          </div>
          <ul className="mt-4 space-y-3" aria-label={m.dedupe_review_clusters()}>
            {clusters.slice(0, shown).map((cluster, index) => (
              <ClusterCard
                key={cluster.id}
                cluster={cluster}
                headers={props.headers}
                accepted={accepted[index] === 1}
                onDecide={(value) => decide(index, value)}
              />
            ))}
          </ul>
          {shown < clusters.length && (
            <button
              type="button"
              className={`${SECONDARY_BUTTON} mt-3`}
              onClick={() => setShown(shown + PAGE)}
            >
              {m.dedupe_review_show_more({ left: formatCount(clusters.length - shown) })}
            </button>
          )}
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          className={BUTTON}
          disabled={props.busy}
          onClick={() => props.onDownload("cleaned")}
        >
          {m.dedupe_review_download_cleaned()}
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={props.busy}
          onClick={() => props.onDownload("removed")}
        >
          {m.dedupe_review_download_removed()}
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={props.busy}
          onClick={() => props.onDownload("report")}
        >
          {m.dedupe_review_download_report()}
        </button>
      </div>
    </section>
  );
}
