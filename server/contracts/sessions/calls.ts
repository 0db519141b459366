/** The sessions area's calls (decision 190); the browser reaches them as `calls` of sessions-api. */
export {};
