/**
 * The message catalogue in the Worker: every language registered up front (no bundle budget here),
 * so `m.key(inputs, { locale })` renders e-mails and notices in the recipient's language.
 */
import { CATALOGUE } from "../../core/i18n/generated/nl";
import { registerCatalogue } from "../../core/i18n/translate";

registerCatalogue("nl", CATALOGUE);

export { m } from "../../core/i18n/messages";
