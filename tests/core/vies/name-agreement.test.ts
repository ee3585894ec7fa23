import { describe, expect, it } from "vitest";
import { normaliseCompanyName, registeredNameAgrees } from "../../../core/vies/name-agreement";

describe("registeredNameAgrees", () => {
  it.each([
    ["ACME TRADING GMBH", "Acme Trading GmbH."],
    ["COOLBLUE B.V.", "Coolblue BV"],
    ["ANHEUSER-BUSCH INBEV SA/NV", "Anheuser-Busch InBev N.V."],
    ["Bakkerij Jansen & Zonen V.O.F.", "bakkerij jansen en zonen"],
    ["SOCIÉTÉ GÉNÉRALE SA", "Societe Generale"],
    ["FERRARI S.p.A.", "Ferrari SpA"],
    ["ALLEGRO SP. Z O.O.", "Allegro sp. z o.o."],
  ])("%s agrees with %s", (registered, extracted) => {
    expect(registeredNameAgrees(registered, extracted)).toBe(true);
  });

  it.each([
    ["ACME TRADING GMBH", "Acme Logistics GmbH"],
    ["COOLBLUE B.V.", "Coolblue Nederland B.V."],
    ["BV", "NV"],
    ["ACME", ""],
  ])("%s does not agree with %s", (registered, extracted) => {
    expect(registeredNameAgrees(registered, extracted)).toBe(false);
  });

  it("never agrees without a registered name (VIES '---' reads as none)", () => {
    expect(registeredNameAgrees(null, "Acme")).toBe(false);
  });

  it("keeps a name that is only a legal form", () => {
    expect(normaliseCompanyName("B.V.")).toBe("bv");
  });
});
