// spec §8: "A dependency requested but never provided raises an error saying so."
export class DependencyError extends Error {
  override name = 'DependencyError';
  constructor(readonly dependency: string) {
    super(`Dependency "${dependency}" was requested but never provided`);
  }
}
