import { afterEach, beforeEach } from "vitest";
import { setPageLanguage } from "../../client/lib/i18n/current-language";
import { CATALOGUE } from "../../core/i18n/generated/nl";
import { registerCatalogue } from "../../core/i18n/translate";

/** Renders every test of the calling file in Dutch, as a `?lang=nl` page load does; English again after. */
export function useDutchPage(): void {
  beforeEach(() => {
    registerCatalogue("nl", CATALOGUE);
    setPageLanguage("nl");
  });
  afterEach(() => setPageLanguage("en"));
}
