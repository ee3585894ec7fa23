import { Link } from "@tanstack/react-router";
import { type ReactElement, useEffect, useRef, useState } from "react";
import { m } from "../../../core/i18n/messages";
import type { EInvoiceProfile } from "../../../core/invoice/model";
import type { EInvoiceAnswerName, EInvoiceAnswers } from "../../../core/invoice/purchase/einvoice-answers";
import { downloadUbl, type EInvoiceState, getEInvoiceState, saveEInvoiceAnswers } from "./einvoice-api";
import { EInvoiceQuestions } from "./einvoice-questions";
import { UblImportHelp } from "./ubl-import-help";

const BUTTON =
  "rounded-md px-4 py-2 focus:outline-none focus:ring-2 focus:ring-blue-500 disabled:cursor-not-allowed disabled:opacity-60";
const SECONDARY = `${BUTTON} border border-gray-300 hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800`;

const FORMS: readonly [EInvoiceProfile, () => string][] = [
  ["nlcius", m.processor_einvoice_download_nlcius],
  ["peppol", m.processor_einvoice_download_peppol],
];

interface EInvoiceExportProps {
  readonly invoiceId: string;
  /** Changes whenever the review saves new values or status, so the questions are asked again. */
  readonly version: string;
}

function toDraft(answers: EInvoiceAnswers): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).map(([name, value]) => [name, String(value ?? "")]));
}

/** Only answers with a value go to the server (an empty one means "not given"). */
function toAnswers(draft: Readonly<Record<string, string>>): EInvoiceAnswers {
  return Object.fromEntries(
    Object.entries(draft).filter(([, value]) => value.trim() !== ""),
  ) as EInvoiceAnswers;
}

/** The review's e-invoice part: what the rules still need, the answers, the two downloads, import help. */
export function EInvoiceExport({ invoiceId, version }: EInvoiceExportProps): ReactElement {
  const [state, setState] = useState<EInvoiceState | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    void getEInvoiceState(invoiceId).then((result) => {
      if (!current) return;
      if (result.ok) {
        setState(result.value);
        const saved = toDraft(result.value.answers);
        // Asked again after the review saved: answers typed meanwhile stay until they are saved.
        setDraft((typed) => (loadedFor.current === invoiceId ? { ...saved, ...typed } : saved));
        loadedFor.current = invoiceId;
      } else setMessage(result.message);
    });
    return () => {
      current = false;
    };
  }, [invoiceId, version]);

  async function save(): Promise<void> {
    setBusy(true);
    const result = await saveEInvoiceAnswers(invoiceId, toAnswers(draft));
    setBusy(false);
    if (result.ok) {
      setState(result.value);
      setMessage(m.processor_einvoice_saved());
    } else setMessage(result.message);
  }

  async function download(profile: EInvoiceProfile): Promise<void> {
    setBusy(true);
    const result = await downloadUbl(invoiceId, profile);
    setBusy(false);
    setMessage(result.ok ? null : result.message);
  }

  const onAnswer = (name: EInvoiceAnswerName, value: string): void =>
    setDraft((current) => ({ ...current, [name]: value }));
  const ready = state?.ready;
  return (
    <section
      aria-labelledby="einvoice-export-title"
      className="mt-6 border-t border-gray-200 pt-4 dark:border-gray-700"
    >
      <h3 id="einvoice-export-title" className="font-semibold">
        {m.processor_einvoice_title()}
      </h3>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{m.processor_einvoice_intro()}</p>
      {state && !state.reviewed && <p className="mt-2 text-sm">{m.processor_einvoice_not_reviewed()}</p>}
      {state && !state.companySaved && (
        <p className="mt-2 text-sm">
          {m.processor_einvoice_company_missing()}{" "}
          <Link to="/dashboard/settings" className="underline">
            {m.processor_einvoice_company_link()}
          </Link>
        </p>
      )}
      {state && <EInvoiceQuestions questions={state.questions} answers={draft} onAnswer={onAnswer} />}
      {state && state.questions.length === 0 && state.reviewed && state.companySaved && (
        <p className="mt-2 text-sm text-green-800 dark:text-green-200">{m.processor_einvoice_ready()}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={SECONDARY} disabled={busy || !state} onClick={() => void save()}>
          {m.processor_einvoice_save_answers()}
        </button>
        {FORMS.map(([profile, label]) => (
          <button
            key={profile}
            type="button"
            className={SECONDARY}
            disabled={busy || !ready?.[profile]}
            onClick={() => void download(profile)}
          >
            {label()}
          </button>
        ))}
      </div>
      {message && (
        <p role="status" className="mt-2 text-sm">
          {message}
        </p>
      )}
      <UblImportHelp />
    </section>
  );
}
