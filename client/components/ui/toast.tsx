import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
} from "react";

/** How long a confirmation stays on screen; long enough to read a sentence twice. */
const TOAST_MS = 5000;

type Tone = "success" | "error";

interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: Tone;
}

type Notify = (message: string, tone?: Tone) => void;

const ToastContext = createContext<Notify | null>(null);

/**
 * Says what an action did ("3 invoices deleted", "Copied to the clipboard") in a small message at the
 * bottom of the screen, announced by screen readers through a polite live region that is always present
 * (role "log": messages arrive in order and old ones go; it leaves the pages' own role="status" unique).
 */
export function ToastProvider({ children }: { children: ReactNode }): ReactElement {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const notify = useCallback<Notify>((message, tone = "success") => {
    setToasts((current) => [...current.slice(-2), { id: Date.now() + Math.random(), message, tone }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  return (
    <ToastContext.Provider value={notify}>
      {children}
      <div
        role="log"
        aria-live="polite"
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <ToastMessage key={toast.id} toast={toast} onDone={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastMessage({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }): ReactElement {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDone]);
  const colours =
    toast.tone === "error"
      ? "bg-red-800 text-white dark:bg-red-700"
      : "bg-gray-900 text-white dark:bg-gray-100 dark:text-gray-900";
  return (
    <p
      className={`pointer-events-auto max-w-md rounded-md px-4 py-2 text-sm break-words shadow-lg ${colours}`}
    >
      {toast.message}
    </p>
  );
}

/** The function that shows a confirmation; a no-op outside the provider (isolated component tests). */
export function useToast(): Notify {
  return useContext(ToastContext) ?? noop;
}

function noop(): void {}
