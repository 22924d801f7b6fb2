/** A dependency that fails synchronously: each call throws `new Error(message)`. */
export function throwing(message: string): () => never {
  return () => {
    throw new Error(message);
  };
}
