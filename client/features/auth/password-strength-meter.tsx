import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { type PasswordStrength, ratePasswordStrength } from "../../../core/validation/password";

const LEVELS: Record<PasswordStrength, { label: () => string; bar: string; width: string; text: string }> = {
  weak: {
    label: m.auth_strength_weak,
    bar: "bg-red-600",
    width: "w-1/3",
    text: "text-red-700 dark:text-red-400",
  },
  medium: {
    label: m.auth_strength_medium,
    bar: "bg-amber-500",
    width: "w-2/3",
    text: "text-amber-700 dark:text-amber-400",
  },
  strong: {
    label: m.auth_strength_strong,
    bar: "bg-green-600",
    width: "w-full",
    text: "text-green-700 dark:text-green-400",
  },
};

/** Weak / medium / strong by how many SPEC §5 rules the password breaks (§9 thresholds). */
export function PasswordStrengthMeter({ password }: { password: string }): ReactElement | null {
  if (password.length === 0) return null;
  const strength = ratePasswordStrength(password);
  const level = LEVELS[strength];
  return (
    <div className="mt-2" data-strength={strength}>
      <div className="h-1.5 w-full rounded bg-gray-200 dark:bg-gray-700" aria-hidden="true">
        <div className={`h-1.5 rounded ${level.bar} ${level.width}`} />
      </div>
      <p className={`mt-1 text-xs font-medium ${level.text}`} aria-live="polite">
        {m.auth_strength({ level: level.label() })}
      </p>
    </div>
  );
}
