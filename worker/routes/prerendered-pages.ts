import { type Context, Hono } from "hono";
import { LANGUAGE_PARAM, serializeLanguageCookie } from "../../core/i18n/language";
import { PUBLIC_PAGES } from "../../core/site/page-meta";
import type { AppEnv } from "../env";
import { readRequestLanguage } from "../i18n/request-language";

/** The prerendered home page (scripts/prerender.ts); index.html stays the SPA shell for the fallback. */
export const PRERENDERED_HOME_PATH = "/home";

/** Where scripts/prerender.ts puts the other languages' pages (scripts/prerender-paths.ts). */
const VARIANTS_PREFIX = "/_lang";

function assetPathFor(path: string, language: string): string {
  const file = path === "/" ? PRERENDERED_HOME_PATH : path;
  return language === "en" ? file : `${VARIANTS_PREFIX}/${language}${file}`;
}

/**
 * A public page in the visitor's language (ADR 180): `?lang=` (remembered in the cookie), the cookie,
 * else Accept-Language. Every language version has its own prerendered file; the SPEC path stays one URL.
 */
async function servePage(c: Context<AppEnv>, path: string): Promise<Response> {
  if (!c.env.ASSETS) return c.notFound();
  const language = readRequestLanguage(c);
  const asset = new URL(assetPathFor(path, language), c.req.url);
  let response = await c.env.ASSETS.fetch(new Request(asset, c.req.raw));
  // Under `vite dev` nothing is prerendered: the dev server's SPA shell answers instead.
  if (response.status === 404) response = await c.env.ASSETS.fetch(c.req.raw);
  response = new Response(response.body, response);
  response.headers.set("Content-Language", language);
  response.headers.append("Vary", "Cookie, Accept-Language");
  if (c.req.query(LANGUAGE_PARAM) !== undefined) {
    const secure = new URL(c.req.url).protocol === "https:";
    response.headers.append("Set-Cookie", serializeLanguageCookie(language, secure));
  }
  return response;
}

/** GET of every prerendered page (wrangler.toml run_worker_first lists them). */
export const prerenderedPageRoutes = new Hono<AppEnv>()
  .get(PRERENDERED_HOME_PATH, (c) => c.redirect("/", 308))
  // The language folders are files behind the SPEC paths, never addresses of their own.
  .get(`${VARIANTS_PREFIX}/*`, (c) => c.notFound());

for (const page of PUBLIC_PAGES) prerenderedPageRoutes.get(page.path, (c) => servePage(c, page.path));
