import { afterEach, beforeEach } from "vitest";
import { setPageLanguage } from "../../client/lib/i18n/current-language";
import { CATALOGUE } from "../../core/i18n/generated/nl";
import { registerCatalogue } from "../../core/i18n/translate";

/** Renders the tests of the calling describe block with the Dutch catalogue loaded, as on a ?lang=nl page. */
export function renderInDutch(): void {
  beforeEach(() => {
    registerCatalogue("nl", CATALOGUE);
    setPageLanguage("nl");
  });
  afterEach(() => setPageLanguage("en"));
}
