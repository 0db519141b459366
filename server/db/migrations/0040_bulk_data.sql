CREATE TABLE "bulk_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation_id" integer NOT NULL,
	"row_id" integer NOT NULL,
	"old_value" text,
	"new_value" text NOT NULL,
	"state" text DEFAULT 'changed' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"restored" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undo_until" timestamp with time zone,
	"undone_by" text,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_changes" ADD CONSTRAINT "bulk_changes_operation_id_bulk_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."bulk_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_changes_operation_row_uq" ON "bulk_changes" USING btree ("operation_id","row_id");--> statement-breakpoint
CREATE INDEX "bulk_changes_pending_idx" ON "bulk_changes" USING btree ("operation_id","id") WHERE "bulk_changes"."state" = 'changed';--> statement-breakpoint
CREATE INDEX "bulk_operations_created_idx" ON "bulk_operations" USING btree ("created_at","id");