import { type DateOrder, findDates } from "./dates";
import type { Layout } from "./layout";
import type { Field } from "./types";

/**
 * Words saying the amount is taken from the buyer's account: a SEPA direct debit names the day it
 * is collected, which is the day the invoice is paid ("wird am 20.03.2014 von Ihrem Konto …
 * eingezogen", "will be debited on", "wordt op … afgeschreven", "sera prélevé le …").
 */
const DEBIT =
  /(?<!\p{L})(eingezogen|abgebucht|lastschrift\p{L}*|debited|direct debit|afgeschreven|ge[ïi]ncasseerd|incasso|pr[ée]lev[ée]e?s?|pr[ée]l[èe]vement)(?!\p{L})/iu;

/** The word right before the collection day: "am", "on", "op", "le", "per". */
const DAY_BEFORE = /(?<!\p{L})(am|on|op|le|per)\s*$/iu;

/** A full stop, question or exclamation mark that ends a sentence (not the dots inside a date). */
const SENTENCE_END = /[.!?](?=\s+\p{Lu}|\s*$)/gu;

/** The sentence of `text` around the character at `index`. */
function sentenceAround(text: string, index: number): string {
  let start = 0;
  let end = text.length;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match.index < index) start = match.index + 1;
    else {
      end = match.index;
      break;
    }
  }
  return text.slice(start, end);
}

/**
 * The day a direct debit collects the amount, as the due date: a date after "am/on/op/le" in a
 * sentence that says the amount is debited. The sentence may wrap onto the next line.
 */
export function directDebitDay(layout: Layout, order: DateOrder): Field<string> | undefined {
  for (const line of layout.lines) {
    const next = layout.lines[line.index + 1];
    const text = next && next.page === line.page ? `${line.text} ${next.text}` : line.text;
    if (!DEBIT.test(text)) continue;
    // "… wird am" + "20.03.2014 eingezogen": the day may open the next line.
    for (const date of findDates(text, order))
      if (
        date.index <= line.text.length + 1 &&
        DAY_BEFORE.test(text.slice(0, date.index)) &&
        DEBIT.test(sentenceAround(text, date.index))
      )
        return { value: date.iso, confidence: 0.8, source: line };
  }
  return undefined;
}
