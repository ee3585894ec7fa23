import { describe, expect, it } from "vitest";
import {
  buildContentSecurityPolicy,
  renderHeadersFile,
  SECURITY_HEADERS,
} from "../../../core/http/security-headers";

describe("the content security policy", () => {
  const csp = buildContentSecurityPolicy();

  it("allows no inline or remote scripts", () => {
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });

  it("has the directives SECURITY.md requires", () => {
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "default-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it("adds extra script sources only where asked (the dev server's preamble hash)", () => {
    expect(buildContentSecurityPolicy(["'sha256-abc='"])).toContain(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='",
    );
  });
});

describe("renderHeadersFile", () => {
  it("applies every security header to every static path", () => {
    const lines = renderHeadersFile().trimEnd().split("\n");
    expect(lines[0]).toBe("/*");
    expect(lines.slice(1)).toEqual(
      Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    );
  });
});
