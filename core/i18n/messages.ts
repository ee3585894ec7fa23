/** Every user-visible message: `m.key(inputs?, { locale }?)`. Add strings in messages/*.json (docs/i18n.md). */
export * as m from "./generated/messages";
