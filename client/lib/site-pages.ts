// The page registry lives in core/ so the Worker (sitemap.xml, robots.txt) reads the same list.
export * from "../../core/site/site-pages";
