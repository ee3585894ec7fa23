/** The few words the content components print themselves, in the page's language. */
export type ContentLang = "en" | "nl";

interface ContentLabels {
  readonly toc: string;
  readonly lastReviewed: string;
  readonly lastUpdated: string;
  readonly months: readonly string[];
}

const LABELS: Readonly<Record<ContentLang, ContentLabels>> = {
  en: {
    toc: "On this page",
    lastReviewed: "Last reviewed",
    lastUpdated: "Last updated",
    months: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
  },
  nl: {
    toc: "Op deze pagina",
    lastReviewed: "Laatst gecontroleerd",
    lastUpdated: "Laatst bijgewerkt",
    months: [
      "januari",
      "februari",
      "maart",
      "april",
      "mei",
      "juni",
      "juli",
      "augustus",
      "september",
      "oktober",
      "november",
      "december",
    ],
  },
};

export function getContentLabels(lang: ContentLang): ContentLabels {
  return LABELS[lang];
}

/** "2026-11-22" as "22 November 2026" / "22 november 2026"; no Intl, so server and browser agree. */
export function formatContentDate(isoDate: string, lang: ContentLang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? LABELS[lang].months[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) throw new Error(`Content date must be YYYY-MM-DD, got ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
