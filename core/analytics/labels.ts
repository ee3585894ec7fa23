import type { AgeingBucket } from "./types";

export const AGEING_LABELS: Readonly<Record<AgeingBucket, string>> = {
  not_due: "Not yet due",
  "0-30": "0–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  over_90: "More than 90 days",
};
