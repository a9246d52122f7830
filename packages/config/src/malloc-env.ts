/**
 * glibc settings the render worker starts with (they are read once at process start, so they live in
 * the environment: scripts/serve.ts, the Dockerfile and the render benchmark set them).
 *
 * - MALLOC_ARENA_MAX: every libvips (sharp) thread otherwise gets its own arena, which kept ~70 MB
 *   of freed image memory resident (sharp's docs advise 2).
 * - MALLOC_MMAP_THRESHOLD_: a fixed threshold turns off glibc's sliding one, which after the first
 *   large free serves image-sized buffers from the heap and never returns them. Drawing six template
 *   stills left the process 56 MB larger without it and 2 MB larger with it (measured), memory the
 *   encoder then needs.
 */
export const WORKER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: String(1024 * 1024),
} as const;

/** The settings above, each unless the operator has already set it. */
export function withWorkerMallocEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...WORKER_MALLOC_ENV, ...env };
}
