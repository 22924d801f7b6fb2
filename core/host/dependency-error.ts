// spec §8: "A dependency requested but never provided raises an error saying so."
// A plain Error named DependencyError, not a subclass: stage one of the loader carries it, and a
// class costs it ~30 bytes brotli of its budget (ADR-0010).
export interface DependencyError extends Error {
  name: 'DependencyError';
}

export const dependencyError = (dependency: string): DependencyError =>
  Object.assign(new Error(`Dependency "${dependency}" was requested but never provided`), {
    name: 'DependencyError' as const,
  });
