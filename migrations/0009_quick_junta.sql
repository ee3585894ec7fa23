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
CREATE INDEX `supplier_field_hints_user` ON `supplier_field_hints` (`user_id`);