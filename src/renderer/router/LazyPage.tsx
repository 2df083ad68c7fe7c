import { useEffect, useState, type ComponentType } from 'react';
import { ChunkErrorView } from '../views/ChunkErrorView';
import { clearStaleDeployMark, loadChunk, reloadOnceForStaleDeploy, type ChunkLoadError } from './loadChunk';

type Loaded<P> = { default: ComponentType<P> };

/** Components already loaded, so revisiting a page renders at once. */
const loadedChunks = new Map<string, ComponentType<never>>();

interface LazyPageProps<P> {
  chunk: string;
  load: () => Promise<Loaded<P>>;
  props: P;
  /** Reloads the document (stale deploy); window.location.reload by default. */
  reload?: () => void;
}

type State<P> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'failed'; error: ChunkLoadError };

/**
 * Renders a lazily loaded page: the import is retried once, and a second failure (or the
 * chunk timeout) shows the translated "Loading chunk N failed" with a retry button.
 */
export function LazyPage<P extends object>({ chunk, load, props, reload }: LazyPageProps<P>) {
  const cached = loadedChunks.get(chunk) as ComponentType<P> | undefined;
  const [state, setState] = useState<State<P>>(cached ? { status: 'ready', Component: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loadedChunks.has(chunk)) return;
    let live = true;
    loadChunk(chunk, load).then(
      (module) => {
        loadedChunks.set(chunk, module.default as ComponentType<never>);
        clearStaleDeployMark(sessionStorage);
        if (live) setState({ status: 'ready', Component: module.default });
      },
      (error: ChunkLoadError) => {
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [chunk, load, attempt]);

  if (state.status === 'failed') {
    const retry = () => {
      if (reloadOnceForStaleDeploy(sessionStorage, reload ?? (() => window.location.reload()))) return;
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    };
    return <ChunkErrorView chunk={state.error.chunk} onRetry={retry} />;
  }
  if (state.status === 'loading') return <div className="page-loading" aria-busy="true" />;
  const { Component } = state;
  return <Component {...props} />;
}
