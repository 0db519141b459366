DROP INDEX "login_audit_at_idx";--> statement-breakpoint
DROP INDEX "login_audit_account_idx";--> statement-breakpoint
DROP INDEX "login_audit_ip_idx";--> statement-breakpoint
DROP INDEX "login_audit_outcome_idx";--> statement-breakpoint
DROP INDEX "login_audit_username_idx";--> statement-breakpoint
CREATE INDEX "login_audit_time_idx" ON "login_audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "login_audit_account_time_idx" ON "login_audit" USING btree ("account_id","at","id");--> statement-breakpoint
CREATE INDEX "login_audit_ip_time_idx" ON "login_audit" USING btree ("ip","at","id");--> statement-breakpoint
CREATE INDEX "login_audit_outcome_time_idx" ON "login_audit" USING btree ("outcome","at","id");--> statement-breakpoint
CREATE INDEX "login_audit_name_time_idx" ON "login_audit" USING btree (lower("username"),"at","id");--> statement-breakpoint
CREATE INDEX "login_audit_new_ip_idx" ON "login_audit" USING btree ("at","id") WHERE "login_audit"."new_ip";--> statement-breakpoint
CREATE INDEX "login_audit_new_device_idx" ON "login_audit" USING btree ("at","id") WHERE "login_audit"."new_device";--> statement-breakpoint
CREATE INDEX "login_audit_burst_idx" ON "login_audit" USING btree ("at","id") WHERE "login_audit"."burst";