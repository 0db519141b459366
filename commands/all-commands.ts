/** The chunk the shell loads right after it mounts (decision 120): every command of every area. */
export { ALL_COMMANDS } from "./index";
