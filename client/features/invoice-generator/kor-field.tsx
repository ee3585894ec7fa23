import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import type { Invoice } from "../../../core/invoice/model";
import { CheckboxField } from "./form-fields";

/** The small-business scheme (KOR): the supplier charges no btw, so every line becomes exempt at 0%. */
export function applyKor(invoice: Invoice, kor: boolean): Invoice {
  return {
    ...invoice,
    supplier: { ...invoice.supplier, kor },
    lines: kor ? invoice.lines.map((line) => ({ ...line, vatCategory: "E", vatRate: "0" })) : invoice.lines,
  };
}

export function KorField({
  invoice,
  onChange,
}: {
  readonly invoice: Invoice;
  readonly onChange: (update: (current: Invoice) => Invoice) => void;
}): ReactElement {
  return (
    <CheckboxField
      label={m.generator_kor_label()}
      description={m.generator_kor_description()}
      checked={invoice.supplier.kor}
      onChange={(kor) => onChange((current) => applyKor(current, kor))}
    />
  );
}
