import { decodeIdToken, Google } from "arctic";
import { z } from "zod";

/** SPEC §7: identity scopes only; offline access and forced consent. */
export const GOOGLE_SCOPES = ["openid", "email", "profile"];
/** State and PKCE verifier live in cookies this long (SECURITY.md: 10 minutes). */
export const GOOGLE_FLOW_SECONDS = 10 * 60;
const GOOGLE_ISSUERS = new Set(["https://accounts.google.com", "accounts.google.com"]);

export interface GoogleCredentials {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export function createGoogleClient(credentials: GoogleCredentials): Google {
  return new Google(credentials.clientId, credentials.clientSecret, credentials.redirectUri);
}

export function createGoogleAuthorizationUrl(google: Google, state: string, codeVerifier: string): URL {
  const url = google.createAuthorizationURL(state, codeVerifier, GOOGLE_SCOPES);
  url.searchParams.set("access_type", "offline");
  url.searchParams.set("prompt", "consent");
  return url;
}

const claimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  email_verified: z.boolean().optional(),
  name: z.string().max(500).optional(),
  picture: z.string().max(2000).optional(),
});

export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  picture: string;
}

export type GoogleProfileResult = { ok: true; value: GoogleProfile } | { ok: false; error: string };

/**
 * Checks the ID token's claims. It came straight from Google's token endpoint over TLS, which
 * OpenID Connect Core §3.1.3.7 accepts in place of a signature check; issuer, audience (our client
 * id) and expiry are still verified.
 */
export function readGoogleProfile(idToken: string, clientId: string, now: number): GoogleProfileResult {
  let raw: unknown;
  try {
    raw = decodeIdToken(idToken);
  } catch {
    return { ok: false, error: "malformed id token" };
  }
  const parsed = claimsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "unexpected id token claims" };
  const claims = parsed.data;
  if (!GOOGLE_ISSUERS.has(claims.iss)) return { ok: false, error: "wrong issuer" };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(clientId)) return { ok: false, error: "wrong audience" };
  if (claims.exp * 1000 <= now) return { ok: false, error: "expired id token" };
  const picture = claims.picture?.startsWith("https://") ? claims.picture : "";
  return {
    ok: true,
    value: {
      sub: claims.sub,
      email: claims.email ?? null,
      emailVerified: claims.email_verified === true,
      name: claims.name ?? "",
      picture,
    },
  };
}
