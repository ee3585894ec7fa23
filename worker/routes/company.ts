import { Hono } from "hono";
import { type CompanyDetailsResponse, parseCompanyDetails } from "../../core/company/company-details";
import { detectLogoType, LOGO_MAX_BYTES } from "../../core/company/logo";
import {
  findCompanyDetails,
  saveCompanyDetails,
  setCompanyLogo,
  toCompanyRecord,
} from "../account/company-store";
import { limitBody, noStore, readJson } from "../account/http";
import { pruneLogoObjects, putLogoObject, readCompanyLogo } from "../account/logo-store";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";

const NO_DETAILS_YET = "Save your company details before adding a logo.";

/**
 * /api/company: the signed-in user's company details and logo (issue 4). Every handler works on
 * the session user's own row only; there is no way to name another user's row or object.
 */
export const companyRoutes = new Hono<SessionEnv>()
  .use("*", noStore())
  .use("*", loadSession())
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    const row = await findCompanyDetails(createDatabase(c.env.DB), user.id);
    return c.json({ details: row ? toCompanyRecord(row) : null } satisfies CompanyDetailsResponse);
  })
  .put("/", limitBody(32 * 1024), async (c) => {
    const { user } = requireAuth(c);
    const parsed = parseCompanyDetails(await readJson(c));
    if (!parsed.ok && parsed.kind === "shape") throw new ApiError(400, "invalid_request", parsed.message);
    if (!parsed.ok) {
      return c.json(
        {
          error: { code: "invalid_company_details", message: "Some fields need attention." },
          fields: parsed.fields,
        },
        422,
      );
    }
    const row = await saveCompanyDetails(createDatabase(c.env.DB), user.id, parsed.value, Date.now());
    return c.json({ details: toCompanyRecord(row) } satisfies CompanyDetailsResponse);
  })
  .get("/logo", async (c) => {
    const { user } = requireAuth(c);
    const logo = await readCompanyLogo(
      c.env.FILES,
      await findCompanyDetails(createDatabase(c.env.DB), user.id),
    );
    if (!logo) throw new ApiError(404, "not_found", "No logo has been uploaded.");
    const extension = logo.contentType === "image/png" ? "png" : "jpg";
    return new Response(logo.body, {
      headers: {
        "Content-Type": logo.contentType,
        "Content-Length": String(logo.size),
        // RFC 6266; an <img> still shows it, a navigation downloads it instead of rendering it.
        "Content-Disposition": `attachment; filename="logo.${extension}"`,
        "Cache-Control": "no-store",
      },
    });
  })
  // The multipart envelope adds a little to the file itself; the file is measured exactly below.
  .post("/logo", limitBody(LOGO_MAX_BYTES + 16 * 1024), async (c) => {
    const { user } = requireAuth(c);
    let file: unknown;
    try {
      file = (await c.req.formData()).get("logo");
    } catch {
      throw new ApiError(400, "invalid_request", "Send the logo as multipart form data in the field 'logo'.");
    }
    if (!(file instanceof File)) {
      throw new ApiError(400, "invalid_request", "Send the logo as multipart form data in the field 'logo'.");
    }
    if (file.size > LOGO_MAX_BYTES)
      throw new ApiError(413, "logo_too_large", "The logo may be at most 1 MB.");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = detectLogoType(bytes);
    if (!contentType) throw new ApiError(415, "unsupported_logo_type", "Upload a PNG or JPEG image.");
    const db = createDatabase(c.env.DB);
    if (!(await findCompanyDetails(db, user.id)))
      throw new ApiError(409, "no_company_details", NO_DETAILS_YET);
    const key = await putLogoObject(c.env.FILES, user.id, bytes, contentType);
    const row = await setCompanyLogo(db, user.id, { key, contentType }, Date.now());
    if (!row) {
      // The row went away meanwhile (account deleted): leave nothing behind.
      await c.env.FILES.delete(key);
      throw new ApiError(409, "no_company_details", NO_DETAILS_YET);
    }
    await pruneLogoObjects(c.env.FILES, user.id, row.logoKey);
    return c.json({ details: toCompanyRecord(row) } satisfies CompanyDetailsResponse);
  })
  .delete("/logo", async (c) => {
    const { user } = requireAuth(c);
    const row = await setCompanyLogo(createDatabase(c.env.DB), user.id, null, Date.now());
    await pruneLogoObjects(c.env.FILES, user.id, null);
    return c.json({ details: row ? toCompanyRecord(row) : null } satisfies CompanyDetailsResponse);
  });
