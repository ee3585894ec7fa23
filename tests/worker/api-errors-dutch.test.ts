import { describe, expect, it } from "vitest";
import { call } from "./auth-helpers";

async function readError(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe("the API's JSON errors follow the request's language", () => {
  it("answers in English by default, with the same code", async () => {
    const response = await call("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await readError(response)).toEqual({ code: "not_found", message: "No such API endpoint." });
  });

  it("answers in Dutch for the lang cookie and for a Dutch browser", async () => {
    const byCookie = await call("/api/no-such-thing", { headers: { Cookie: "lang=nl" } });
    expect(byCookie.status).toBe(404);
    expect(await readError(byCookie)).toEqual({ code: "not_found", message: "Dit API-adres bestaat niet." });
    const byBrowser = await call("/api/no-such-thing", { headers: { "Accept-Language": "nl-NL,nl;q=0.9" } });
    expect((await readError(byBrowser)).message).toBe("Dit API-adres bestaat niet.");
  });

  it("words the errors of the request guards too (a cross-site request)", async () => {
    const response = await call("/api/feedback", {
      method: "POST",
      body: "{}",
      headers: { Origin: "https://evil.example", Cookie: "lang=nl", "Content-Type": "application/json" },
    });
    expect(response.status).toBe(403);
    expect(await readError(response)).toEqual({
      code: "cross_site_request",
      message: "Verzoeken vanaf andere sites zijn niet toegestaan.",
    });
  });
});
