import { type FocusEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";

export interface ErrorVisibility {
  /** True once the field has been left, or after an attempt to download or submit. */
  readonly isShown: (field: string) => boolean;
  /** True after an attempt to download or submit: every check is shown. */
  readonly revealed: boolean;
  /** Show every check and move focus to the first field in error (a download or submit attempt). */
  readonly revealAll: () => void;
  /** For the form: a field counts as left when focus leaves it (React's onBlur bubbles). */
  readonly onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  readonly formRef: RefObject<HTMLFormElement | null>;
}

/**
 * When a form's errors may be shown, as in every good form: not on open, but once a field has been
 * left (by its `name`) and for every field after a submit or download attempt.
 */
export function useErrorVisibility(): ErrorVisibility {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [revealed, setRevealed] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const onBlur = useCallback((event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name) return;
    setLeft((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  return {
    isShown: (field) => revealed || left.has(field),
    revealed,
    revealAll: () => {
      setRevealed(true);
      setAttempts((count) => count + 1);
    },
    onBlur,
    formRef,
  };
}
