/**
 * Agreement of our e-invoice validator with the official rules, measured on the official test
 * cases in ../shared/einvoice (tests/manifest.json). Unit cases are judged on their targeted rule
 * (pass / fatal / warning, as the official harness does); examples on the verdict (any fatal or not).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { validateEInvoice } from "../../core/invoice/einvoice/validate";

export const EINVOICE_DIR = resolve(process.cwd(), "../shared/einvoice");

type Outcome = "pass" | "fatal" | "warning";

interface ManifestCase {
  readonly file: string;
  readonly kind: "unit" | "example";
  readonly syntax: "ubl" | "cii";
  readonly targetOutcome?: Readonly<Record<string, Outcome>>;
  readonly official: Readonly<Record<string, { fatal?: string[]; warning?: string[]; error?: string[] }>>;
  readonly fatal?: boolean;
}

export interface Disagreement {
  readonly file: string;
  readonly rule: string;
  readonly expected: string;
  readonly got: string;
}

export interface FamilyScore {
  agree: number;
  total: number;
}

export interface AgreementReport {
  readonly unit: FamilyScore;
  readonly examples: FamilyScore;
  readonly families: Map<string, FamilyScore>;
  readonly disagreements: Disagreement[];
}

export function hasOfficialMaterial(): boolean {
  return existsSync(join(EINVOICE_DIR, "tests/manifest.json"));
}

export function loadManifest(): ManifestCase[] {
  const manifest = JSON.parse(readFileSync(join(EINVOICE_DIR, "tests/manifest.json"), "utf8")) as {
    cases: ManifestCase[];
  };
  return manifest.cases;
}

/** The rule family of an id: BR-CO-10 → BR-CO, BR-10 → BR, UBL-SR-12 → UBL-SR. */
export function ruleFamily(id: string): string {
  return id.replace(/-\d+[a-z]?(-\d+)?$/i, "");
}

function outcomeOf(rule: string, findings: readonly { id: string; flag: string }[]): Outcome {
  const found = findings.filter((finding) => finding.id === rule);
  if (found.some((finding) => finding.flag === "fatal")) return "fatal";
  return found.length > 0 ? "warning" : "pass";
}

function officialFatal(entry: ManifestCase): boolean {
  return Object.values(entry.official).some(
    (set) => typeof set === "object" && ((set.fatal?.length ?? 0) > 0 || (set.error?.length ?? 0) > 0),
  );
}

function bump(map: Map<string, FamilyScore>, key: string, agree: boolean): void {
  const score = map.get(key) ?? { agree: 0, total: 0 };
  score.total++;
  if (agree) score.agree++;
  map.set(key, score);
}

export function measureAgreement(syntax: "ubl" | "cii"): AgreementReport {
  const report: AgreementReport = {
    unit: { agree: 0, total: 0 },
    examples: { agree: 0, total: 0 },
    families: new Map(),
    disagreements: [],
  };
  for (const entry of loadManifest()) {
    if (entry.syntax !== syntax) continue;
    const xml = readFileSync(join(EINVOICE_DIR, "tests", entry.file), "utf8");
    const result = validateEInvoice(xml);
    const findings = result.ok ? result.value.findings : [];
    if (entry.kind === "unit") {
      for (const [rule, expected] of Object.entries(entry.targetOutcome ?? {})) {
        const got = result.ok ? outcomeOf(rule, findings) : `error: ${result.error}`;
        const agree = got === expected;
        report.unit.total++;
        if (agree) report.unit.agree++;
        bump(report.families, ruleFamily(rule), agree);
        if (!agree) report.disagreements.push({ file: entry.file, rule, expected, got });
      }
    } else {
      const expected = officialFatal(entry);
      const got = !result.ok || !result.value.passed;
      const agree = got === expected;
      report.examples.total++;
      if (agree) report.examples.agree++;
      if (!agree) {
        const official = Object.values(entry.official)
          .flatMap((set) => (typeof set === "object" ? (set.fatal ?? []) : []))
          .join(" ");
        const ours = result.ok
          ? findings
              .filter((finding) => finding.flag === "fatal")
              .map((finding) => finding.id)
              .join(" ")
          : `error: ${result.error}`;
        report.disagreements.push({
          file: entry.file,
          rule: "(verdict)",
          expected: expected ? `fatal: ${official}` : "pass",
          got: got ? `fatal: ${ours}` : "pass",
        });
      }
    }
  }
  return report;
}

export function percent(score: FamilyScore): string {
  return score.total === 0 ? "n/a" : `${((100 * score.agree) / score.total).toFixed(1)} %`;
}

export function formatAgreement(syntax: string, report: AgreementReport): string {
  const lines = [
    `${syntax.toUpperCase()} unit cases: ${report.unit.agree} of ${report.unit.total} agree (${percent(report.unit)})`,
    `${syntax.toUpperCase()} examples:   ${report.examples.agree} of ${report.examples.total} agree (${percent(report.examples)})`,
    "per rule family (unit cases):",
  ];
  for (const [family, score] of [...report.families].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(
      `  ${family.padEnd(8)} ${String(score.agree).padStart(4)} / ${String(score.total).padEnd(4)} ${percent(score)}`,
    );
  }
  return lines.join("\n");
}
