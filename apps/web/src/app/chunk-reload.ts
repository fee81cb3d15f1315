// A tab left open across a deploy still runs the old build, whose lazily loaded chunks the new
// one no longer has: fetching one fails (the server answers 404, not the app's HTML). A reload
// fetches the new build. Once only: a chunk that cannot be fetched after a fresh reload (the
// network is down, the server is broken) shows the error page instead of reloading forever.

const reloadedAtKey = 'clinvia:chunk-reload-at';
/** A second failure within this time of the reload is not fixed by reloading again. */
const reloadWindowMs = 60_000;
// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload helper
// adds its own for a stylesheet.
const chunkLoadError = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkLoadError.test(error.message);
}

/** Reloads the page when `error` is a chunk that could not be fetched and no reload for that happened just before; true when it reloads. */
export function reloadOnceForMissingChunk(error: unknown, storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const reloadedAt = Number(storage.getItem(reloadedAtKey) ?? Number.NaN);
    if (now - reloadedAt < reloadWindowMs) return false;
    storage.setItem(reloadedAtKey, String(now));
  } catch {
    // No session storage (blocked): without the record a reload could loop, so none.
    return false;
  }
  reload();
  return true;
}
