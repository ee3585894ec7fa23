import { env } from "cloudflare:workers";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import {
  call,
  cookieFrom,
  createVerifiedUser,
  nextIp,
  parseSetCookies,
  readSession,
  STRONG_PASSWORD,
  uniqueEmail,
} from "./auth-helpers";

vi.setConfig({ testTimeout: 60_000 });

const CLIENT_ID = "test-client.apps.googleusercontent.com";
const TOKEN_ENDPOINT = "https://oauth2.googleapis.com/token";

afterEach(() => vi.restoreAllMocks());

function idToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown): string =>
    encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(value)));
  return `${encode({ alg: "RS256", typ: "JWT" })}.${encode(claims)}.${encodeBase64urlNoPadding(new Uint8Array(32))}`;
}

function googleClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    iss: "https://accounts.google.com",
    aud: CLIENT_ID,
    exp: Math.floor(Date.now() / 1000) + 3600,
    iat: Math.floor(Date.now() / 1000),
    sub: `google-${crypto.randomUUID()}`,
    email: uniqueEmail("google"),
    email_verified: true,
    name: "Grace Hopper",
    picture: "https://lh3.googleusercontent.com/a/photo",
    ...overrides,
  };
}

/**
 * Mocks Google's token endpoint at the network boundary (the Worker's outgoing fetch); every other
 * outgoing request fails the test.
 */
function mockGoogleTokenEndpoint(claims: Record<string, unknown>, status = 200): { requests: string[] } {
  const requests: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== TOKEN_ENDPOINT) throw new Error(`unexpected outgoing request to ${request.url}`);
    requests.push(await request.text());
    if (status !== 200) return Response.json({ error: "invalid_grant" }, { status });
    return Response.json({
      access_token: "ya29.access",
      expires_in: 3599,
      refresh_token: "1//refresh",
      scope: "openid email profile",
      token_type: "Bearer",
      id_token: idToken(claims),
    });
  });
  return { requests };
}

interface Flow {
  state: string;
  cookie: string;
  authorizationUrl: URL;
}

async function startFlow(query = ""): Promise<Flow> {
  const response = await call(`/api/auth/google/start${query}`);
  expect(response.status).toBe(302);
  const authorizationUrl = new URL(response.headers.get("Location") ?? "");
  const cookies = parseSetCookies(response);
  const cookie = cookies.map((candidate) => `${candidate.name}=${candidate.value}`).join("; ");
  return { state: authorizationUrl.searchParams.get("state") ?? "", cookie, authorizationUrl };
}

function callback(flow: Flow, query: string, cookie = flow.cookie): Promise<Response> {
  return call(`/api/auth/google/callback?${query}`, { cookie, ip: nextIp() });
}

describe("GET /api/auth/google/start", () => {
  it("answers 503 when Google sign-in is not configured", async () => {
    const response = await createApp(env.APP_ENV).request(
      "/api/auth/google/start",
      {},
      { ...env, GOOGLE_CLIENT_ID: "" },
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("google_unavailable");
  });

  it("redirects to Google's authorization URL with PKCE, scopes, offline access and forced consent", async () => {
    const response = await call("/api/auth/google/start");
    const url = new URL(response.headers.get("Location") ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe("https://factuurkit.test/api/auth/google/callback");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("access_type")).toBe("offline");
    expect(url.searchParams.get("prompt")).toBe("consent");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookies = parseSetCookies(response);
    const state = cookies.find((cookie) => cookie.name === "__Host-google-state");
    const verifier = cookies.find((cookie) => cookie.name === "__Host-google-verifier");
    expect(state?.value).toBe(url.searchParams.get("state"));
    for (const cookie of [state, verifier]) {
      expect(cookie?.attributes.has("httponly")).toBe(true);
      expect(cookie?.attributes.has("secure")).toBe(true);
      expect(cookie?.attributes.get("samesite")).toBe("Lax");
      expect(cookie?.attributes.get("path")).toBe("/");
      expect(cookie?.attributes.get("max-age")).toBe("600");
    }
    const second = await startFlow();
    expect(second.state).not.toBe(url.searchParams.get("state"));
  });
});

describe("GET /api/auth/google/callback", () => {
  it("creates an account from the Google profile, signs in and returns to /login", async () => {
    const claims = googleClaims();
    const { requests } = mockGoogleTokenEndpoint(claims);
    const flow = await startFlow();
    const response = await callback(flow, `code=auth-code&state=${flow.state}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/login");
    const body = new URLSearchParams(requests[0]);
    expect(body.get("code")).toBe("auth-code");
    expect(body.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    const session = cookieFrom(response, "__Host-session");
    expect(await readSession(session ?? "")).toMatchObject({
      user: {
        email: claims.email,
        name: "Grace Hopper",
        picture: "https://lh3.googleusercontent.com/a/photo",
      },
    });
    // The flow cookies are spent.
    for (const name of ["__Host-google-state", "__Host-google-verifier"]) {
      expect(
        parseSetCookies(response)
          .find((cookie) => cookie.name === name)
          ?.attributes.get("max-age"),
      ).toBe("0");
    }
  });

  it("returns to /login?fromMagnet=true when the flow started from the magnet page", async () => {
    mockGoogleTokenEndpoint(googleClaims());
    const flow = await startFlow("?fromMagnet=true");
    const response = await callback(flow, `code=c&state=${flow.state}`);
    expect(response.headers.get("Location")).toBe("/login?fromMagnet=true");
  });

  it("finds a returning user by Google sub even when the e-mail changed", async () => {
    const sub = `google-${crypto.randomUUID()}`;
    mockGoogleTokenEndpoint(googleClaims({ sub }));
    const first = await startFlow();
    await callback(first, `code=c&state=${first.state}`);
    vi.restoreAllMocks();
    mockGoogleTokenEndpoint(googleClaims({ sub, email: uniqueEmail("renamed") }));
    const second = await startFlow();
    const response = await callback(second, `code=c&state=${second.state}`);
    const { results } = await env.DB.prepare("SELECT id FROM users WHERE google_sub = ?").bind(sub).all();
    expect(results).toHaveLength(1);
    expect(cookieFrom(response, "__Host-session")).not.toBeNull();
  });

  it("links an existing e-mail account only when Google reports the address verified", async () => {
    const { email } = await createVerifiedUser();
    mockGoogleTokenEndpoint(googleClaims({ email, email_verified: false }));
    const refused = await startFlow();
    const response = await callback(refused, `code=c&state=${refused.state}`);
    expect(response.headers.get("Location")).toBe("/login?error=google_unverified");
    expect(cookieFrom(response, "__Host-session")).toBeNull();
    const unlinked = await env.DB.prepare("SELECT google_sub FROM users WHERE email = ?").bind(email).first();
    expect(unlinked).toEqual({ google_sub: null });

    vi.restoreAllMocks();
    const sub = `google-${crypto.randomUUID()}`;
    mockGoogleTokenEndpoint(googleClaims({ email: email.toUpperCase(), email_verified: true, sub }));
    const accepted = await startFlow();
    const linked = await callback(accepted, `code=c&state=${accepted.state}`);
    expect(linked.headers.get("Location")).toBe("/login");
    const row = await env.DB.prepare("SELECT google_sub, name FROM users WHERE email = ?")
      .bind(email)
      .first();
    expect(row).toEqual({ google_sub: sub, name: "Test User" });
  });

  it("linking to an account whose address was never verified drops the squatter's password and sessions", async () => {
    const email = uniqueEmail("squat");
    await call("/api/auth/register", {
      json: { name: "Squatter", email, password: STRONG_PASSWORD },
      ip: nextIp(),
    });
    mockGoogleTokenEndpoint(googleClaims({ email, email_verified: true }));
    const flow = await startFlow();
    await callback(flow, `code=c&state=${flow.state}`);
    const row = await env.DB.prepare("SELECT password_hash, email_verified FROM users WHERE email = ?")
      .bind(email)
      .first();
    expect(row).toEqual({ password_hash: null, email_verified: 1 });
  });

  it("answers 400 on a state mismatch, a missing state cookie or a missing verifier, without calling Google", async () => {
    const { requests } = mockGoogleTokenEndpoint(googleClaims());
    const flow = await startFlow();
    const other = await startFlow();
    const withoutVerifier = flow.cookie
      .split("; ")
      .filter((pair) => !pair.startsWith("__Host-google-verifier="))
      .join("; ");
    const cases: [string, string][] = [
      [`code=c&state=${other.state}`, flow.cookie],
      [`code=c&state=${flow.state}x`, flow.cookie],
      ["code=c", flow.cookie],
      [`code=c&state=${flow.state}`, ""],
      [`code=c&state=${flow.state}`, withoutVerifier],
      [`state=${flow.state}`, flow.cookie],
    ];
    for (const [query, cookie] of cases) {
      const response = await callback(flow, query, cookie);
      expect(response.status, `${query} | ${cookie}`).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "oauth_state_mismatch",
      );
      expect(cookieFrom(response, "__Host-session")).toBeNull();
    }
    expect(requests).toHaveLength(0);
  });

  it("refuses an ID token for another audience, another issuer or an expired one", async () => {
    for (const overrides of [
      { aud: "someone-else.apps.googleusercontent.com" },
      { iss: "https://evil.example" },
      { exp: Math.floor(Date.now() / 1000) - 10 },
      { sub: "" },
    ]) {
      vi.restoreAllMocks();
      mockGoogleTokenEndpoint(googleClaims(overrides));
      const flow = await startFlow();
      const response = await callback(flow, `code=c&state=${flow.state}`);
      expect(response.headers.get("Location"), JSON.stringify(overrides)).toBe("/login?error=google");
      expect(cookieFrom(response, "__Host-session")).toBeNull();
    }
  });

  it("treats a failed code exchange or a denied consent as a failed Google sign-in", async () => {
    mockGoogleTokenEndpoint(googleClaims(), 400);
    const flow = await startFlow();
    expect((await callback(flow, `code=c&state=${flow.state}`)).headers.get("Location")).toBe(
      "/login?error=google",
    );
    const denied = await startFlow();
    expect(
      (await callback(denied, `error=access_denied&state=${denied.state}`)).headers.get("Location"),
    ).toBe("/login?error=google");
  });
});
