// spec §8: "A dependency requested but never provided raises an error saying so." A plain Error,
// not a subclass: stage one carries it, and a class costs bytes of its budget (ADR-0010).
export interface DependencyError extends Error {
  name: 'DependencyError';
}

export const dependencyError = (dependency: string): DependencyError =>
  Object.assign(new Error(`Dependency "${dependency}" was requested but never provided`), {
    name: 'DependencyError' as const,
  });
