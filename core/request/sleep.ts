// Default timer for retry waits; injected elsewhere so tests control time.
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}
