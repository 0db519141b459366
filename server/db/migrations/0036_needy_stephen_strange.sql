DROP INDEX "login_audit_at_idx";--> statement-breakpoint
ALTER TABLE "login_audit" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "login_audit" ADD COLUMN "new_ip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "login_audit" ADD COLUMN "new_device" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "login_audit" ADD COLUMN "burst" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_audit_account_idx" ON "login_audit" USING btree ("account_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_audit_ip_idx" ON "login_audit" USING btree ("ip","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_audit_outcome_idx" ON "login_audit" USING btree ("outcome","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_audit_username_idx" ON "login_audit" USING btree (lower("username"),"at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_audit_at_idx" ON "login_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);