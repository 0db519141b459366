CREATE TABLE "payroll_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"staff_scope" text NOT NULL,
	"staff_user_ids" text NOT NULL,
	"file_name" text NOT NULL,
	"body" text NOT NULL,
	"line_count" integer NOT NULL,
	"checksum" text NOT NULL,
	"exported_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_exports_scope_uq" ON "payroll_exports" USING btree ("period_start","period_end","staff_scope");