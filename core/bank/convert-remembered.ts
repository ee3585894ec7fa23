import { type ConvertOptions, convertBankFile } from "./convert-file";
import { applyRememberedMapping, csvHeaderSignature, type RememberedMapping } from "./csv/mapping-memory";

export interface RememberedConversion {
  readonly result: ReturnType<typeof convertBankFile>;
  /** True when a remembered mapping of the file's CSV layout was used. */
  readonly remembered: boolean;
}

/**
 * `convertBankFile`, with a CSV export read by the mapping the user corrected earlier for its layout
 * (ADR 244) when there is one and it fits; an explicit `csvMapping` for this file wins over it.
 */
export function convertWithRemembered(
  fileName: string,
  bytes: Uint8Array,
  remembered: readonly RememberedMapping[],
  options: ConvertOptions = {},
): RememberedConversion {
  const result = convertBankFile(fileName, bytes, options);
  const fresh = result.ok ? result.value.csv : undefined;
  if (options.csvMapping || !fresh || remembered.length === 0) return { result, remembered: false };
  const signature = csvHeaderSignature(fresh);
  const known = remembered.find((item) => item.signature === signature);
  const mapping = known && applyRememberedMapping(fresh, known.mapping);
  if (!mapping) return { result, remembered: false };
  const again = convertBankFile(fileName, bytes, { csvMapping: mapping });
  return again.ok ? { result: again, remembered: true } : { result, remembered: false };
}
