CREATE TABLE `email_throttle` (
	`email` text NOT NULL,
	`purpose` text NOT NULL,
	`last_sent_at` integer NOT NULL,
	PRIMARY KEY(`email`, `purpose`)
);
--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_tokens_user_purpose` ON `email_tokens` (`user_id`,`purpose`);--> statement-breakpoint
ALTER TABLE `users` ADD `sessions_valid_from` integer DEFAULT 0 NOT NULL;