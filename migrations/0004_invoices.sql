CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`r2_key` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `documents_user_sha256` ON `documents` (`user_id`,`sha256`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`document_id` text,
	`status` text NOT NULL,
	`source` text NOT NULL,
	`fields` text,
	`supplier_name` text,
	`supplier_vat_id` text,
	`invoice_number` text,
	`invoice_date` text,
	`due_date` text,
	`currency` text,
	`total_cents` integer,
	`vat_cents` integer,
	`email_sender` text,
	`email_subject` text,
	`received_at` integer,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invoices_user_created` ON `invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_user_date` ON `invoices` (`user_id`,`invoice_date`);--> statement-breakpoint
CREATE INDEX `invoices_user_number` ON `invoices` (`user_id`,`invoice_number`);