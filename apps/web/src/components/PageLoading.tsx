/** SPEC §2: what a screen shows while the session or its code is still on the way. */
export function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center p-8">
      <p role="status" className="text-slate-600">
        Loading...
      </p>
    </div>
  );
}
