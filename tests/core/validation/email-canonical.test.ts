import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalizeEmail, EMAIL_MESSAGES, validateEmail } from "../../../core/validation/email";
import { decodePunycode } from "../../../core/validation/punycode";

// Characters that must never reach the users table: controls, zero-width and bidi format characters,
// odd spaces, and letters that render as nothing.
const HOSTILE = [
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u00ad",
  "\u034f",
  "\u061c",
  "\u115f",
  "\u180e",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u200e",
  "\u202e",
  "\u2028",
  "\u2060",
  "\u2066",
  "\u2800",
  "\u3000",
  "\u3164",
  "\ufe0f",
  "\ufeff",
  "\uffa0",
  "\u{e0041}",
  "\u{e0100}",
  "\ud800",
];

// Latin letters and their Cyrillic/Greek twins.
const LOOK_ALIKES: Record<string, string> = {
  a: "а",
  e: "е",
  o: "о",
  p: "р",
  c: "с",
  x: "х",
  i: "і",
  y: "у",
};

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
// Dot-atoms: no leading, trailing or doubled dot (RFC 5322).
const localPart = fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,7}(?:\.[a-z0-9_+-]{1,8}){0,2}$/);
const address = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([local, labels, tld]) => `${local}@${[...labels, tld].join(".")}`);

// Any code points around an @ and a dot: mostly refused, and whatever is accepted must be clean.
const anyText = fc.string({ unit: "binary", maxLength: 12 });
const hostileAddress = fc
  .tuple(anyText, anyText, anyText, fc.stringMatching(/^[a-zA-Z]{2,4}$/))
  .map(([local, domain, label, tld]) => `${local}@${domain}.${label}${tld}`);

describe("canonicalizeEmail: hostile strings", () => {
  it("refuses an address with any control or invisible character anywhere", () => {
    fc.assert(
      fc.property(address, fc.constantFrom(...HOSTILE), fc.nat(), (valid, hostile, at) => {
        const index = 1 + (at % (valid.length - 1));
        const tainted = `${valid.slice(0, index)}${hostile}${valid.slice(index)}`;
        expect(canonicalizeEmail(tainted), JSON.stringify(tainted)).toBeNull();
        expect(validateEmail(tainted)).toBe(EMAIL_MESSAGES.invalid);
      }),
    );
  });

  it("refuses a Latin local part or domain label with one look-alike letter from another script", () => {
    const latin = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(
        latin,
        fc.constantFrom(...Object.values(LOOK_ALIKES)),
        latin,
        fc.boolean(),
        (word, twin, rest, inDomain) => {
          const spoofed = `${word}${twin}${rest}`;
          const spoof = inDomain ? `jan@${spoofed}.nl` : `${spoofed}@example.nl`;
          expect(canonicalizeEmail(spoof), spoof).toBeNull();
          expect(validateEmail(spoof)).toBe(EMAIL_MESSAGES.invalid);
        },
      ),
    );
  });

  it("refuses a Latin word spelled wholly in look-alikes, as local part or domain label, in Unicode or Punycode", () => {
    const twinned = fc.stringMatching(/^[aeopcxiy]{2,10}$/);
    fc.assert(
      fc.property(twinned, fc.constantFrom("local", "domain", "punycode"), (word, where) => {
        const disguise = [...word].map((letter) => LOOK_ALIKES[letter] ?? letter).join("");
        const host = new URL(`http://${disguise}.nl/`).hostname;
        const spoof = {
          local: `${disguise}@example.nl`,
          domain: `jan@${disguise}.nl`,
          punycode: `jan@${host}`,
        }[where];
        expect(host).toMatch(/^xn--/);
        expect(canonicalizeEmail(spoof), spoof).toBeNull();
        expect(validateEmail(spoof)).toBe(EMAIL_MESSAGES.invalid);
      }),
    );
    // аррӏе.com (Cyrillic, with a palochka for the l), a Greek "ορα", a Latin "paypaı" with a dotless i.
    for (const spoof of ["jan@аррӏе.com", "jan@xn--80ak6aa92e.com", "ορα@example.nl", "paypaı@example.nl"]) {
      expect(canonicalizeEmail(spoof), spoof).toBeNull();
    }
  });

  it("refuses quoted local parts, comments and stray dots, and says so for quotes", () => {
    for (const spoof of [
      '"owner.a"@example.com',
      '"owner a"@example.com',
      '"owner\\"@example.com',
      "owner(a)@example.com",
      "owner\\a@example.com",
      ".owner@example.com",
      "owner.@example.com",
      "ow..ner@example.com",
      "own,er@example.com",
    ]) {
      expect(canonicalizeEmail(spoof), spoof).toBeNull();
    }
    expect(validateEmail('"owner.a"@example.com')).toBe(EMAIL_MESSAGES.quoted);
    expect(validateEmail("owner(a)@example.com")).toBe(EMAIL_MESSAGES.invalid);
  });

  it("decodes Punycode exactly as the URL parser encodes it", () => {
    const letters = [
      ..."abcxyzäöüßéèçñøåıабвгджзиклмнопрстуфхцчшщыэюяαβγδεζηθλμνξπρστφχψωאבגדمنهوি日本語한국",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 20 }), (chars) => {
        const label = chars.join("").normalize("NFC");
        let host: string;
        try {
          host = new URL(`http://${label}.nl/`).hostname;
        } catch {
          return fc.pre(false); // not a valid IDN label (bidi rules)
        }
        const [ascii = ""] = host.split(".");
        expect(ascii.startsWith("xn--") ? decodePunycode(ascii.slice(4)) : ascii).toBe(label);
      }),
      { numRuns: 300 },
    );
    for (const bad of ["", "-", "a-", "99999999999", "zzzzzzzzzzzzzzzzzz", "ä-x", "a-b-%"]) {
      const decoded = decodePunycode(bad);
      if (decoded !== null) expect(decoded).not.toMatch(/[\ud800-\udfff]/u);
    }
  });

  it("keeps real non-Latin and accented names", () => {
    for (const [raw, canonical] of [
      ["иван@пример.рф", "иван@xn--e1afmkfd.xn--p1ai"],
      ["bær@blåbær.no", "bær@xn--blbr-roah.no"],
      ["o'brien@example.ie", "o'brien@example.ie"],
      ["jöran@xn--bcher-kva.nl", "jöran@xn--bcher-kva.nl"],
    ] as const) {
      expect(canonicalizeEmail(raw), raw).toBe(canonical);
    }
  });

  it("maps every spelling of one address (case, spaces, NFD, Unicode or punycode domain) to one form", () => {
    fc.assert(
      fc.property(address, fc.constantFrom("", " ", "\t", "  "), (valid, pad) => {
        const canonical = canonicalizeEmail(valid);
        expect(canonical).toBe(valid);
        expect(canonicalizeEmail(`${pad}${valid.toUpperCase()}${pad}`)).toBe(canonical);
        expect(canonicalizeEmail(canonical ?? "")).toBe(canonical);
      }),
    );
    const forms = ["jan@bücher.nl", "Jan@BÜCHER.NL", " jan@bu\u0308cher.nl ", "jan@xn--bcher-kva.nl"];
    expect(new Set(forms.map(canonicalizeEmail))).toEqual(new Set(["jan@xn--bcher-kva.nl"]));
    expect(canonicalizeEmail("Jöran@example.nl".normalize("NFD"))).toBe("jöran@example.nl");
  });

  it("is idempotent and only ever yields a clean something@host.tld with an ASCII domain", () => {
    fc.assert(
      fc.property(hostileAddress, (raw) => {
        const canonical = canonicalizeEmail(raw);
        if (canonical === null) return;
        expect(canonicalizeEmail(canonical)).toBe(canonical);
        expect(canonical).not.toMatch(/[\p{C}\p{Z}\s]/u);
        expect(canonical.split("@")[1]).toMatch(/^[a-z0-9.-]+$/);
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it("keeps real-world addresses, and refuses what is no address", () => {
    for (const [raw, canonical] of [
      ["jan.de.vries+facturen@gmail.com", "jan.de.vries+facturen@gmail.com"],
      ["info@bakkerij-jansen.nl", "info@bakkerij-jansen.nl"],
      ["日本語@例え.jp", "日本語@xn--r8jz45g.jp"],
      ["ωμέγα@παράδειγμα.δοκιμή", "ωμέγα@xn--hxajbheg2az3al.xn--jxalpdlp"],
    ] as const) {
      expect(canonicalizeEmail(raw)).toBe(canonical);
    }
    for (const bad of [
      "",
      "jan",
      "jan@",
      "@x.nl",
      "a@b@c.nl",
      "jan@1.2.3.4",
      "jan@[::1]",
      "jan@x.nl:80",
      "jan@x/.nl",
      "jan@-x.nl",
      "ｊａｎ@x.nl",
      "jan@localhost",
      `${"a".repeat(65)}@x.nl`,
    ]) {
      expect(canonicalizeEmail(bad), bad).toBeNull();
    }
  });
});
