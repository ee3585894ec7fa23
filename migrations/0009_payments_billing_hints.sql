CREATE TABLE `billing_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`mollie_customer_id` text NOT NULL,
	`plan_id` text,
	`interval` text,
	`period_start` integer,
	`period_end` integer,
	`mollie_mandate_id` text,
	`mollie_subscription_id` text,
	`canceled_at` integer,
	`vat_category` text,
	`vat_percent` integer,
	`net_cents` integer,
	`total_cents` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `billing_invoice_series` (
	`year` integer PRIMARY KEY NOT NULL,
	`last_seq` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `billing_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`payment_id` text NOT NULL,
	`year` integer NOT NULL,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`issue_date` text NOT NULL,
	`plan_id` text NOT NULL,
	`interval` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`net_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`vat_category` text NOT NULL,
	`vat_percent` integer NOT NULL,
	`file_key` text,
	`emailed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_invoices_payment` ON `billing_invoices` (`payment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `billing_invoices_number` ON `billing_invoices` (`number`);--> statement-breakpoint
CREATE INDEX `billing_invoices_user` ON `billing_invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `billing_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`sequence_type` text NOT NULL,
	`plan_id` text NOT NULL,
	`interval` text NOT NULL,
	`status` text NOT NULL,
	`net_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`vat_category` text NOT NULL,
	`vat_percent` integer NOT NULL,
	`method` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`paid_at` integer,
	`applied_at` integer,
	`claim_token` text,
	`period_start` integer,
	`period_end` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `billing_payments_user` ON `billing_payments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `usage_counters` (
	`user_id` text NOT NULL,
	`month` text NOT NULL,
	`metric` text NOT NULL,
	`used` integer NOT NULL,
	PRIMARY KEY(`user_id`, `month`, `metric`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `match_decisions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`transaction_id` text NOT NULL,
	`action` text NOT NULL,
	`invoice_set` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`undone_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_id`) REFERENCES `bank_transactions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `match_decisions_user_transaction` ON `match_decisions` (`user_id`,`transaction_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `match_decisions_one_live_booking` ON `match_decisions` (`transaction_id`) WHERE undone_at is null and action <> 'reject';--> statement-breakpoint
CREATE TABLE `match_suggestions` (
	`transaction_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`proposals` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `bank_transactions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `match_suggestions_user` ON `match_suggestions` (`user_id`);--> statement-breakpoint
CREATE TABLE `payment_allocations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`decision_id` text NOT NULL,
	`transaction_id` text NOT NULL,
	`issued_invoice_id` text,
	`received_invoice_id` text,
	`amount_cents` integer NOT NULL,
	`write_off_cents` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decision_id`) REFERENCES `match_decisions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_id`) REFERENCES `bank_transactions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`issued_invoice_id`) REFERENCES `issued_invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`received_invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_allocations_issued` ON `payment_allocations` (`issued_invoice_id`);--> statement-breakpoint
CREATE INDEX `payment_allocations_received` ON `payment_allocations` (`received_invoice_id`);--> statement-breakpoint
CREATE INDEX `payment_allocations_decision` ON `payment_allocations` (`decision_id`);--> statement-breakpoint
CREATE INDEX `payment_allocations_user_transaction` ON `payment_allocations` (`user_id`,`transaction_id`);--> statement-breakpoint
CREATE TABLE `reconcile_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`tolerance_cents` integer DEFAULT 0 NOT NULL,
	`reference_kind` text DEFAULT 'rf' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `supplier_field_hints` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`supplier_key` text NOT NULL,
	`supplier_name` text,
	`field` text NOT NULL,
	`label_text` text,
	`dx` real NOT NULL,
	`dy` real NOT NULL,
	`page` integer NOT NULL,
	`x_fraction` real NOT NULL,
	`y_fraction` real NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `supplier_field_hints_user_supplier_field` ON `supplier_field_hints` (`user_id`,`supplier_key`,`field`);--> statement-breakpoint
CREATE INDEX `supplier_field_hints_user` ON `supplier_field_hints` (`user_id`);--> statement-breakpoint
ALTER TABLE `issued_invoices` ADD `payment_reference` text DEFAULT '' NOT NULL;