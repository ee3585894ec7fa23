CREATE TABLE `issued_invoice_vat` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`user_id` text NOT NULL,
	`category` text NOT NULL,
	`rate_basis_points` integer NOT NULL,
	`taxable_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `issued_invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `issued_invoice_vat_invoice_category_rate` ON `issued_invoice_vat` (`invoice_id`,`category`,`rate_basis_points`);--> statement-breakpoint
CREATE INDEX `issued_invoice_vat_user` ON `issued_invoice_vat` (`user_id`);--> statement-breakpoint
CREATE TABLE `issued_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`number` text,
	`sequence` integer,
	`corrects_invoice_id` text,
	`customer_name` text DEFAULT '' NOT NULL,
	`customer_vat_id` text DEFAULT '' NOT NULL,
	`issue_date` text NOT NULL,
	`due_date` text DEFAULT '' NOT NULL,
	`currency` text NOT NULL,
	`total_excl_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`total_incl_cents` integer NOT NULL,
	`document` text NOT NULL,
	`pdf_document_id` text,
	`ubl_document_id` text,
	`sent_at` text,
	`paid_at` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`corrects_invoice_id`) REFERENCES `issued_invoices`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`pdf_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`ubl_document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `issued_invoices_user_number` ON `issued_invoices` (`user_id`,`number`);--> statement-breakpoint
CREATE INDEX `issued_invoices_user_created` ON `issued_invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `issued_invoices_user_issue_date` ON `issued_invoices` (`user_id`,`issue_date`);--> statement-breakpoint
CREATE INDEX `issued_invoices_user_status` ON `issued_invoices` (`user_id`,`status`);