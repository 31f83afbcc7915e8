// A page whose code or style chunk failed to load (a new deployment, a lost connection) says so and offers a retry.

/** 'Loading CSS chunk failed' for a style chunk, 'Loading chunk failed' for a script chunk, else null. */
export function chunkFailure(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  if (/Unable to preload CSS|CSS chunk|\.css/i.test(message)) return 'Loading CSS chunk failed';
  if (/dynamically imported module|Importing a module script failed|error loading dynamically|chunk/i.test(message)) {
    return 'Loading chunk failed';
  }
  return null;
}

export function ChunkError({ failure }: { failure: string }) {
  return (
    <main role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-10 text-center">
      <h1 className="text-lg font-medium">{failure}</h1>
      <p className="text-sm text-slate-500">页面资源加载失败，可能是网络中断或系统已更新。</p>
      <button
        type="button"
        className="rounded bg-brand px-4 py-2 text-sm text-white"
        onClick={() => window.location.reload()}
      >
        重新加载
      </button>
    </main>
  );
}
