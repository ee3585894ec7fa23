import type { ReactElement, ReactNode } from "react";

const controlClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 aria-[invalid=true]:border-red-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400";

interface CompanyFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "email" | "tel" | "url";
  /** A select instead of a text input. */
  options?: readonly { value: string; label: string }[];
  className?: string;
  /** Shown under the control (the VIES check under the VAT id). */
  children?: ReactNode;
}

/** One labelled company-details control with its hint and error tied to it for screen readers. */
export function CompanyField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  autoComplete = "off",
  inputMode = "text",
  options,
  className = "",
  children,
}: CompanyFieldProps): ReactElement {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const shared = {
    id,
    name: id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: controlClass,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
        {required ? (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {options ? (
        <select {...shared} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type="text"
          value={value}
          required={required}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
