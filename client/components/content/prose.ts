/**
 * Typography for article bodies, applied once on the wrapper so content files can use plain
 * <p>, <ul>, <h3> and <code>. Links styled here; call-to-action buttons override with `!`.
 */
export const PROSE_CLASS = [
  // Long unbroken tokens (URNs, formulas, IBANs) wrap instead of widening a phone screen; unlike
  // `anywhere`, `break-word` leaves table columns their width (tables scroll in their own wrapper).
  "leading-7 text-gray-800 [overflow-wrap:break-word] dark:text-gray-200",
  "[&_p]:mt-4",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900 dark:[&_h3]:text-gray-100",
  "[&_h4]:mt-6 [&_h4]:font-semibold",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-blue-300",
  "[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] dark:[&_code]:bg-gray-800",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 dark:[&_pre_code]:bg-transparent",
  "[&_strong]:font-semibold [&_strong]:text-gray-900 dark:[&_strong]:text-gray-100",
  "[&_dt]:mt-4 [&_dt]:font-semibold [&_dd]:mt-1 [&_dd]:pl-4",
].join(" ");
