/**
 * The Node flags that `npm start` gives the production server (package.json "start": `node <flags> …/next start`),
 * so that the bench starts `next start` exactly as production does. Answers [] for a start script without any.
 */
export function nodeFlagsOf(startScript: string): string[] {
  const match = startScript.trim().match(/^node((?:\s+--[\w-]+(?:=\S+)?)*)\s+\S*next\S*\s+start\b/);
  return match ? match[1].trim().split(/\s+/).filter(Boolean) : [];
}
