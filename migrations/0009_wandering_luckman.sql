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
ALTER TABLE `issued_invoices` ADD `payment_reference` text DEFAULT '' NOT NULL;