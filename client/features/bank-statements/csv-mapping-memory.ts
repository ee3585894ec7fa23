import { z } from "zod";
import type { CsvMapping } from "../../../core/bank/csv/infer-mapping";
import {
  csvHeaderSignature,
  csvMappingSchema,
  type RememberedMapping,
} from "../../../core/bank/csv/mapping-memory";
import { request } from "./saved/saved-api";

const PATH = "/api/bank-statements/csv-mappings";
/** Anonymous users: this browser tab's session only (issue 30), never the server. */
const SESSION_KEY = "factuurkit:bank-csv-mappings";
const MAX_KEPT = 100;

const storedSchema = z
  .array(z.object({ signature: z.string().max(4000), mapping: csvMappingSchema }))
  .max(MAX_KEPT);

/** The layouts this user corrected earlier: from their account when signed in, else from this tab. */
export async function loadRememberedMappings(signedIn: boolean): Promise<RememberedMapping[]> {
  if (!signedIn) return readSession();
  const result = await request<{ mappings: RememberedMapping[] }>(PATH);
  return result.ok ? result.value.mappings : [];
}

/** Remembers a corrected mapping for its layout; a failure to remember never blocks converting. */
export async function rememberMapping(signedIn: boolean, mapping: CsvMapping): Promise<void> {
  if (signedIn) {
    await request(PATH, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mapping }),
    });
    return;
  }
  const signature = csvHeaderSignature(mapping);
  const kept = readSession().filter((item) => item.signature !== signature);
  writeSession([{ signature, mapping }, ...kept].slice(0, MAX_KEPT));
}

function readSession(): RememberedMapping[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeSession(items: readonly RememberedMapping[]): void {
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the correction still applies to this conversion.
  }
}
