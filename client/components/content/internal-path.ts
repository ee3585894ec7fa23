import type { FileRoutesByTo } from "../../routeTree.gen";

/** Every path the router knows, so a content link to a page that does not exist fails the typecheck. */
export type InternalPath = keyof FileRoutesByTo;
