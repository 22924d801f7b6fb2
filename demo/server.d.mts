// Types for demo/server.mjs (the demo is plain Node ESM; tests import it from TypeScript).
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';

/** The build's output folder, used when no distDir is given. */
export declare const DEFAULT_DIST_DIR: string;

export interface DemoServerOptions {
  /** The built widget, served under /quick-actions/ (default: the repository's dist/). */
  distDir?: string;
  /** A built host app, served under /app/ (the package's test). */
  appDir?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Serve HTTPS with HTTP/2 (HTTP/1.1 for clients without it), as production hosts do. */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

export interface DemoServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:5173 */
  url: string;
  port: number;
  /** Stops listening and drops every connection, hung requests included. */
  close(): Promise<void>;
  server: Server | Http2SecureServer;
}

/** Starts a demo server; each server has its own error reports and request log. */
export declare function createDemoServer(options?: DemoServerOptions): Promise<DemoServer>;
