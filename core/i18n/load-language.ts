/** Loads a language's compiled messages (a chunk of its own in the browser); English is built in. */
import type { Language } from "./language";
import { hasCatalogue, registerCatalogue } from "./translate";

export async function loadLanguage(language: Language): Promise<void> {
  if (hasCatalogue(language)) return;
  if (language === "nl") registerCatalogue("nl", (await import("./generated/nl")).CATALOGUE);
}
