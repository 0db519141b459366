CREATE TABLE "job_group_fill" (
	"job_group_id" integer PRIMARY KEY NOT NULL,
	"first_move_at" timestamp with time zone,
	"fill_at" timestamp with time zone[] DEFAULT '{}' NOT NULL
);
