import type { RegisteredRouter } from "@tanstack/react-router";

/**
 * Every path the router knows, so a content link to a page that does not exist fails the typecheck.
 * Read through the registered router, not routeTree.gen.ts, whose pages import this file.
 */
export type InternalPath = RegisteredRouter["routeTree"]["types"]["fileRouteTypes"]["to"];
