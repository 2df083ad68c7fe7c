/**
 * Command-line flag that starts (or, in a running app, brings up) the agents' pinned console
 * instead of the player window. The agents' desktop shortcut passes it.
 */
export const AGENT_CONSOLE_FLAG = '--agent-console';

/** True when the command line asks for the agents' console. */
export function wantsAgentConsole(argv: readonly string[]): boolean {
  return argv.includes(AGENT_CONSOLE_FLAG);
}
