import Cookies from "js-cookie";

/** Cookie access for the SPA (product §3: the auth token and tracking job live in cookies). */
export const cookies = {
  get: (name: string): string | undefined => Cookies.get(name),
  set: (name: string, value: string, days?: number) =>
    Cookies.set(name, value, { path: "/", sameSite: "Strict", ...(days ? { expires: days } : {}) }),
  remove: (name: string) => Cookies.remove(name, { path: "/" }),
};

export const AUTH_COOKIE = "auth_token";
export const CSRF_COOKIE = "csrf_token";
