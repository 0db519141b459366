CREATE TABLE "session_status_counts" (
	"job_group_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "session_status_counts_job_group_id_status_pk" PRIMARY KEY("job_group_id","status")
);
