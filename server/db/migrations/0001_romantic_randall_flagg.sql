CREATE TABLE "lookup_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"parent" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lookup_items_list_code_uq" ON "lookup_items" USING btree ("list","code");--> statement-breakpoint
CREATE INDEX "lookup_items_list_idx" ON "lookup_items" USING btree ("list");