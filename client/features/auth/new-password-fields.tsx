import type { ReactElement } from "react";
import { FormField } from "./form-field";
import type { FieldErrors } from "./form-validation";
import { PasswordStrengthMeter } from "./password-strength-meter";

export interface NewPasswordValues {
  readonly password: string;
  readonly confirmPassword: string;
}

interface NewPasswordFieldsProps {
  readonly values: NewPasswordValues;
  readonly onChange: (next: NewPasswordValues) => void;
  readonly errors: Pick<FieldErrors, "password" | "confirmPassword">;
  readonly labels: { readonly password: string; readonly confirmPassword: string };
}

/**
 * A new password and its confirmation, with show/hide toggles and the strength meter: the one pair
 * the set-new-password screen and the signed-in change-password form both ask for (validated by
 * validateNewPassword).
 */
export function NewPasswordFields({
  values,
  onChange,
  errors,
  labels,
}: NewPasswordFieldsProps): ReactElement {
  return (
    <>
      <FormField
        label={labels.password}
        type="password"
        value={values.password}
        onChange={(password) => onChange({ ...values, password })}
        error={errors.password}
        autoComplete="new-password"
        revealable
      >
        <PasswordStrengthMeter password={values.password} />
      </FormField>
      <FormField
        label={labels.confirmPassword}
        type="password"
        value={values.confirmPassword}
        onChange={(confirmPassword) => onChange({ ...values, confirmPassword })}
        error={errors.confirmPassword}
        autoComplete="new-password"
        revealable
      />
    </>
  );
}
