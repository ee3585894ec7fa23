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
