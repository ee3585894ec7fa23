CREATE TABLE `bank_statements` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`document_id` text NOT NULL,
	`file_name` text NOT NULL,
	`format` text NOT NULL,
	`file_position` integer NOT NULL,
	`statement_ref` text NOT NULL,
	`account_iban` text NOT NULL,
	`currency` text NOT NULL,
	`statement_number` text NOT NULL,
	`statement_sequence` text NOT NULL,
	`opening_date` text,
	`opening_balance` text,
	`opening_balance_cents` integer,
	`closing_date` text,
	`closing_balance` text,
	`closing_balance_cents` integer,
	`closing_available_date` text,
	`closing_available_balance` text,
	`first_booking_date` text NOT NULL,
	`last_booking_date` text NOT NULL,
	`money_in_cents` integer NOT NULL,
	`money_out_cents` integer NOT NULL,
	`transaction_count` integer NOT NULL,
	`reconciled` integer NOT NULL,
	`difference` text NOT NULL,
	`location` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_statements_user_account` ON `bank_statements` (`user_id`,`account_iban`,`statement_number`);--> statement-breakpoint
CREATE INDEX `bank_statements_user_created` ON `bank_statements` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bank_statements_document` ON `bank_statements` (`document_id`);--> statement-breakpoint
CREATE TABLE `bank_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`statement_id` text NOT NULL,
	`position` integer NOT NULL,
	`booking_date` text NOT NULL,
	`value_date` text NOT NULL,
	`amount` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`counterparty_name` text NOT NULL,
	`counterparty_iban` text NOT NULL,
	`counterparty_bic` text NOT NULL,
	`ultimate_party` text NOT NULL,
	`description` text NOT NULL,
	`end_to_end_id` text NOT NULL,
	`mandate_id` text NOT NULL,
	`creditor_id` text NOT NULL,
	`creditor_reference` text NOT NULL,
	`customer_reference` text NOT NULL,
	`bank_reference` text NOT NULL,
	`batch_reference` text NOT NULL,
	`bank_code` text NOT NULL,
	`transaction_type` text NOT NULL,
	`charges` text NOT NULL,
	`reversal` integer NOT NULL,
	`status` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`statement_id`) REFERENCES `bank_statements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_transactions_user_booking` ON `bank_transactions` (`user_id`,`booking_date`);--> statement-breakpoint
CREATE INDEX `bank_transactions_statement_position` ON `bank_transactions` (`statement_id`,`position`);