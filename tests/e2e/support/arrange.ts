import { expect } from "@playwright/test";
import { apiAs } from "./api";
import { saved } from "./format-data";

type Api = Awaited<ReturnType<typeof apiAs>>;

/** The demo respondent (other panel members may be called Riley too). */
export async function demoRespondent(api: Api) {
  const found = (
    await api.get<{ id: number; fullName: string }[]>("/api/search/respondent/Riley Respondent/")
  ).body.value?.find((r) => r.fullName === "Riley Respondent");
  if (!found) throw new Error("no demo respondent");
  return found;
}

/** A new open job of the first active client; answers its id. */
export async function newJob(api: Api, name: string, extra: Record<string, unknown> = {}) {
  const clients = (await api.get<{ id: number }[]>("/api/clientsactive-list")).body.value;
  return saved(api, "/api/job/update", { id: 0, name, clientId: clients?.[0]?.id, status: "Open", ...extra });
}

/** A new open job that the user `api` is signed in as manages (their lists show its sessions). */
export async function ownJob(api: Api, name: string) {
  const me = (await api.get<{ username: string }>("/api/workspace/me")).body.value;
  return newJob(api, name, { projectManager: me?.username });
}

interface BookedSession {
  jobId: number;
  name: string;
  start: Date;
  end: Date;
  places: number;
  respondentIds: number[];
}

/**
 * A session of `places` places on the job with one time slot over its whole span, and
 * `respondentIds` booked into that slot; answers the session's id.
 */
export async function bookedSession(api: Api, s: BookedSession) {
  const span = { startsAt: s.start.toISOString(), endsAt: s.end.toISOString() };
  const sessionId = await saved(api, "/api/jobgroup/update", {
    id: 0,
    jobId: s.jobId,
    name: s.name,
    ...span,
    requiredPlaces: s.places,
  });
  const slotId = await saved(api, "/api/jobgroup-time/update", {
    id: 0,
    jobGroupId: sessionId,
    ...span,
    capacity: s.places,
  });
  const booked = await api.postJson("/api/event/create", {
    jobId: s.jobId,
    jobGroupId: sessionId,
    jobGroupTimeId: slotId,
    respondentIds: s.respondentIds,
  });
  expect(booked.body.succeeded, JSON.stringify(booked.body.errors)).toBe(true);
  return sessionId;
}

/** Lets the demo client company (Acme) use private lists, or not (the admin edits the client). */
export async function setAcmePrivateLists(allowed: boolean) {
  const admin = await apiAs("admin");
  const contacts = await admin.get<{ id: number; name: string }[]>("/api/clients-list");
  const acme = contacts.body.value.find((c) => c.name === "Acme Research Co");
  if (!acme) throw new Error("no Acme client");
  const client = await admin.get<Record<string, unknown>>(`/api/client/${acme.id}`);
  const answer = await admin.postJson("/api/client/update", {
    ...client.body.value,
    allowPrivateList: allowed,
  });
  expect(answer.body.succeeded, JSON.stringify(answer.body.errors)).toBe(true);
}
