import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyTheme, readInitialTheme, saveTheme } from "../../client/lib/theme";

function preferDark(dark: boolean): void {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: dark && query.includes("dark"), media: query }) as MediaQueryList,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = "";
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
});

describe("theme", () => {
  it("follows the system preference on a first visit", () => {
    preferDark(true);
    expect(readInitialTheme()).toBe("dark");
    preferDark(false);
    expect(readInitialTheme()).toBe("light");
  });

  it("prefers a saved choice over the system preference", () => {
    preferDark(true);
    saveTheme("light");
    expect(readInitialTheme()).toBe("light");
  });

  it("ignores a corrupted stored value", () => {
    preferDark(false);
    localStorage.setItem("theme", "purple");
    expect(readInitialTheme()).toBe("light");
  });

  it("sets the dark class and the theme-color of SPEC §9", () => {
    applyTheme("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe("#1f2937");
    applyTheme("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe("#ffffff");
  });
});
