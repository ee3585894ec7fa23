import { type ReactElement, useId } from "react";

const inputClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-gray-700 dark:bg-gray-900";

interface TextFieldProps {
  readonly label: string;
  /** The finding field this input edits (e.g. `supplier.name`): errors show once it has been left. */
  readonly name?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: "text" | "date" | "email";
  readonly inputMode?: "text" | "decimal" | "numeric" | "email";
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly className?: string;
  readonly error?: string | undefined;
  readonly multiline?: boolean;
}

/** The name and the current error of the input that edits `field`. */
export function fieldCheck(
  errorFor: (field: string) => string | undefined,
  field: string,
): { name: string; error: string | undefined } {
  return { name: field, error: errorFor(field) };
}

export function TextField(props: TextFieldProps): ReactElement {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: props.name,
    value: props.value,
    placeholder: props.placeholder,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? errorId : undefined,
    className: inputClass,
  };
  return (
    <div className={props.className}>
      <label htmlFor={id} className="block text-xs font-medium text-gray-700 dark:text-gray-300">
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? "off"}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.error ? (
        <p id={errorId} className="mt-1 text-xs text-red-700 dark:text-red-400">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly className?: string;
}

export function SelectField(props: SelectFieldProps): ReactElement {
  const id = useId();
  return (
    <div className={props.className}>
      <label htmlFor={id} className="block text-xs font-medium text-gray-700 dark:text-gray-300">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField(props: {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly description?: string;
}): ReactElement {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="mt-0.5 h-4 w-4 rounded border-gray-300 text-blue-700 focus:ring-blue-600"
      />
      <label htmlFor={id} className="text-sm">
        {props.label}
        {props.description ? (
          <span className="block text-xs text-gray-600 dark:text-gray-400">{props.description}</span>
        ) : null}
      </label>
    </div>
  );
}
