CREATE TABLE `peppol_received` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider_document_id` text NOT NULL,
	`sender_participant_id` text NOT NULL,
	`receiver_participant_id` text NOT NULL,
	`invoice_id` text,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `peppol_received_provider_document` ON `peppol_received` (`provider_document_id`);--> statement-breakpoint
CREATE INDEX `peppol_received_user` ON `peppol_received` (`user_id`,`received_at`);--> statement-breakpoint
CREATE TABLE `peppol_registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`participant_id` text NOT NULL,
	`status` text NOT NULL,
	`provider_ref` text,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `peppol_registrations_participant` ON `peppol_registrations` (`participant_id`);--> statement-breakpoint
CREATE INDEX `peppol_registrations_user` ON `peppol_registrations` (`user_id`);--> statement-breakpoint
CREATE TABLE `peppol_transmissions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`issued_invoice_id` text NOT NULL,
	`receiver_participant_id` text NOT NULL,
	`provider_transmission_id` text,
	`status` text NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`issued_invoice_id`) REFERENCES `issued_invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `peppol_transmissions_user_invoice` ON `peppol_transmissions` (`user_id`,`issued_invoice_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `peppol_transmissions_provider_id` ON `peppol_transmissions` (`provider_transmission_id`);