CREATE TABLE `user_company_details` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`company_name` text NOT NULL,
	`contact_person` text,
	`street` text,
	`postcode` text,
	`city` text,
	`country` text DEFAULT 'NL' NOT NULL,
	`kvk_number` text,
	`vat_number` text,
	`iban` text,
	`bic` text,
	`email` text,
	`phone` text,
	`website` text,
	`invoice_prefix` text,
	`next_invoice_number` integer DEFAULT 1 NOT NULL,
	`payment_terms_days` integer DEFAULT 30 NOT NULL,
	`default_vat_rate` integer DEFAULT 21 NOT NULL,
	`invoice_language` text DEFAULT 'NL' NOT NULL,
	`logo_key` text,
	`logo_content_type` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_company_details_user_id_unique` ON `user_company_details` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_feedback` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`extraction_quality_rating` integer NOT NULL,
	`missing_features` text,
	`session_info` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_feedback_user` ON `user_feedback` (`user_id`);