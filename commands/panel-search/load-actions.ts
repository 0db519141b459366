/**
 * The panel-search command bodies (search-actions.ts), loaded with the first command that runs:
 * the declarations in the staff shell's first download carry only ids, titles, keys and scopes.
 */
export const actions = () => import("./search-actions");
