// The Dutch reader of the English e-invoicing guide gets the guide written in Dutch on the same
// subject; its canonical URL is that guide's own address (core/site/page-meta.ts).
export { default } from "../e-facturatie-gids-nl";
