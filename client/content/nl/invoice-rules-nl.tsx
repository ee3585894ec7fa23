// The Dutch reader of the English invoice-rules guide gets the guide written in Dutch on the same
// subject; its canonical URL is that guide's own address (core/site/page-meta.ts).
export { default } from "../factuur-regels-nl";
