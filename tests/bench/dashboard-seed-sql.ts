/**
 * Seed statements for the dashboard bench: rows generated inside SQLite by recursive CTEs, so 100,000
 * transactions cost one small statement instead of a 30 MB SQL file. `?1` is the user id, `?2` today,
 * `?3` a unix-ms base time, `?4` a row-id prefix.
 */
const numbers = (count: number): string =>
  `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count}) select i from n`;

export function seedStatements(
  received: number,
  issued: number,
  statements: number,
  transactions: number,
): string[] {
  return [
    `insert into invoices (id, user_id, status, source, fields, supplier_name, invoice_number, invoice_date,
       due_date, currency, total_cents, vat_cents, created_at, updated_at)
     select ?4 || 'r' || i, ?1,
       case when i % 10 = 0 then 'extracted' when i % 97 = 0 then 'needs_ocr' else 'reviewed' end,
       case when i % 3 = 0 then 'email' else 'upload' end,
       json_object('version', 1, 'pages', json_array(), 'edited', json_array(), 'extraction',
         json_object('fields', json_object(
           'supplierName', json_object('value', 'Supplier ' || (i % 50), 'confidence', case when i % 20 = 0 then 0.5 else 0.95 end, 'source', null),
           'invoiceNumber', json_object('value', 'INV-' || i, 'confidence', 0.9, 'source', null),
           'totalCents', json_object('value', 12100 + i, 'confidence', 0.9, 'source', null)))),
       'Supplier ' || (i % 50), 'INV-' || i, date(?2, '-' || (i % 365) || ' days'),
       date(?2, '+' || (i % 60 - 20) || ' days'), 'EUR', 12100 + i, 2100, ?3 + i, ?3 + i
     from (${numbers(received)})`,
    `insert into issued_invoices (id, user_id, kind, status, number, sequence, customer_name, customer_vat_id,
       issue_date, due_date, currency, total_excl_cents, vat_cents, total_incl_cents, document, created_at, updated_at)
     select ?4 || 'i' || i, ?1, case when i % 25 = 0 then 'credit_note' else 'invoice' end,
       case i % 4 when 0 then 'paid' when 1 then 'sent' when 2 then 'issued' else 'draft' end,
       case when i % 4 = 3 then null else ?4 || '-' || i end, case when i % 4 = 3 then null else i end,
       'Customer ' || (i % 80), '', date(?2, '-' || (i % 365) || ' days'), date(?2, '+' || (i % 45) || ' days'),
       'EUR', (case when i % 25 = 0 then -1 else 1 end) * 10000,
       (case when i % 25 = 0 then -1 else 1 end) * 2100, (case when i % 25 = 0 then -1 else 1 end) * 12100, '{}',
       ?3 + i, ?3 + i
     from (${numbers(issued)})`,
    `insert into issued_invoice_vat (id, invoice_id, user_id, category, rate_basis_points, taxable_cents, vat_cents)
     select id || 'v', id, user_id,
       case sequence % 5 when 0 then 'AE' when 1 then 'K' else 'S' end,
       case when sequence % 5 in (0, 1) then 0 when sequence % 5 = 2 then 900 else 2100 end,
       total_excl_cents, vat_cents
     from issued_invoices where user_id = ?1 and status <> 'draft'`,
    `insert into documents (id, user_id, kind, r2_key, file_name, content_type, size, sha256, created_at)
     select ?4 || 'd' || i, ?1, 'bank_statement', 'users/' || ?1 || '/bank_statement/' || ?4 || 'd' || i,
       'statement-' || i || '.sta', 'text/plain', 1, ?4 || i, ?3 + i
     from (${numbers(statements)})`,
    `insert into bank_statements (id, user_id, document_id, file_name, format, file_position, statement_ref,
       account_iban, currency, statement_number, statement_sequence, opening_date, opening_balance,
       opening_balance_cents, closing_date, closing_balance, closing_balance_cents, first_booking_date,
       last_booking_date, money_in_cents, money_out_cents, transaction_count, reconciled, difference, location,
       created_at)
     select ?4 || 's' || i, ?1, ?4 || 'd' || i, 'statement-' || i || '.sta', 'mt940', 0, 'REF' || i,
       case when i % 2 = 0 then 'NL91ABNA0417164300' else 'NL02RABO0123456789' end, 'EUR', i, '',
       date(?2, '-' || (i * 3) || ' days'), '0.00', 0, date(?2, '-' || (i * 3) || ' days'), '1000.00', 100000 + i * 10,
       '', '', 0, 0, ${transactions / statements}, 1, '0.00', 'line 1', ?3 + i
     from (${numbers(statements)})`,
    `insert into bank_transactions (id, user_id, statement_id, position, booking_date, value_date, amount,
       amount_cents, currency, counterparty_name, counterparty_iban, counterparty_bic, ultimate_party, description,
       end_to_end_id, mandate_id, creditor_id, creditor_reference, customer_reference, bank_reference,
       batch_reference, bank_code, transaction_type, charges, reversal, status)
     select ?4 || 't' || i, ?1, ?4 || 's' || (i % ${statements} + 1), i, date(?2, '-' || (i % 365) || ' days'),
       date(?2, '-' || (i % 365) || ' days'), '0.00', case when i % 3 = 0 then -(i % 5000) else i % 7000 end,
       'EUR', 'Party ' || (i % 300), '', '', '', 'Payment ' || i, '', '', '', '', '', '', '', '', '', '', 0, ''
     from (${numbers(transactions)})`,
  ];
}
