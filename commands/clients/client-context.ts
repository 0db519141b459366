import { ROUTES } from "../../src/app/routes/route-patterns";

/** Route patterns of the client screens (from the one route-pattern module). */
export const CLIENT_LIST = ROUTES.clientList;
export const CLIENT_EDIT = [ROUTES.clientEdit, ROUTES.clientEditTab];
