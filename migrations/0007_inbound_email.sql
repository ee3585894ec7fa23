CREATE TABLE `inbound_addresses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	`retired_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbound_addresses_token` ON `inbound_addresses` (`token`);--> statement-breakpoint
CREATE INDEX `inbound_addresses_user` ON `inbound_addresses` (`user_id`,`retired_at`);--> statement-breakpoint
CREATE TABLE `inbound_refusals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reason` text NOT NULL,
	`message` text NOT NULL,
	`sender` text NOT NULL,
	`subject` text NOT NULL,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inbound_refusals_user_received` ON `inbound_refusals` (`user_id`,`received_at`);