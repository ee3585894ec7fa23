import { type ReactElement, type ReactNode, useId, useState } from "react";
import { m } from "../../../core/i18n/messages";

interface FormFieldProps {
  label: string;
  type: "text" | "email" | "password";
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: string;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
  children?: ReactNode;
}

/** A labelled input with its error announced to assistive technology. */
export function FormField({
  label,
  type,
  value,
  onChange,
  error,
  autoComplete,
  revealable = false,
  children,
}: FormFieldProps): ReactElement {
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable && revealed ? "text" : type;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={inputType}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setRevealed((current) => !current)}
            aria-label={
              revealed
                ? m.auth_hide_field({ field: label.toLowerCase() })
                : m.auth_show_field({ field: label.toLowerCase() })
            }
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 px-3 text-sm text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-gray-300 dark:hover:text-white"
          >
            {revealed ? m.auth_hide() : m.auth_show()}
          </button>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
